// What every page of this run is framed with: its words and whether its figures are the demo's.

import BoxOfficePresentation

/// The run's facts a page's frame needs, the layout aside (each request's own): no key, nothing of the
/// environment, so a page cannot show what it does not have.
public struct WebFrames: Sendable {
    public let words: any Words
    public let isDemo: Bool
    public let demoDays: Int

    public init(words: any Words, isDemo: Bool, demoDays: Int) {
        self.words = words
        self.isDemo = isDemo
        self.demoDays = demoDays
    }

    public func frame(_ layout: WebLayout = .list) -> PageFrame {
        PageFrame(words: words, isDemo: isDemo, demoDays: demoDays, layout: layout)
    }
}
