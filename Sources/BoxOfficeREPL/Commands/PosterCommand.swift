import ArgumentParser
import BoxOfficePresentation

public struct PosterCommand: MovieCommand {
    public static let configuration = shellHelp("poster")
    public static let usage = "poster [N|MOVIECODE|TITLE]"
    @OptionGroup public var movieWords: MovieWords
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let poster = Self.available(session.viewModels.poster, in: session) else {
            return .continueSession
        }
        let drawsImages =
            [.kitty, .iTerm2].contains(session.options.imageSupport) && !session.display.isMachineReadable
        await session.runCancellable { [movie] in await poster.show(movie, asImage: drawsImages) }
        return .continueSession
    }

    @MainActor
    static func show(_ poster: PosterContent, in session: ReplSession) {
        let words = session.words
        let machineReadable = session.display.isMachineReadable
        let explain = machineReadable ? session.note : session.printLines
        switch poster {
        case .missing(let sentence):
            explain([TerminalText.sanitize(sentence)])
        case .address(let address, let size):
            let url = TerminalText.sanitize(address)
            if session.options.imageSupport == .sixel, InlineImage.isShellSafe(url) {
                session.printLines([url])
                explain([words.sixelHint(url: url)])
            } else {
                session.printLines([machineReadable ? url : url + " (\(size))"])
            }
        case .image(let data, let address):
            let url = TerminalText.sanitize(address)
            if session.options.imageSupport == .iTerm2 {
                session.output.write(InlineImage.iTerm2(data) + "\n")
            } else if let sequence = InlineImage.kitty(png: data) {
                session.output.write(sequence + "\n")
            } else if InlineImage.isShellSafe(url) {
                session.printLines([url])
                explain([words.kittyPNGOnly(url: url)])
            } else {
                session.printLines([url])
            }
        }
    }
}
