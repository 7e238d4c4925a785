// What a page shows, apart from its frame: one type a screen, made from a ViewModel's view data by
// its web view, and drawn off the main actor.

/// A screen of the site: its title and the content of its `<main>`.
public protocol WebScreen: Sendable {
    var title: String { get }
    func body(in frame: PageFrame) -> HTML
}
