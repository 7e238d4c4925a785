import BoxOfficePresentation

/// `poster [N|MOVIECODE|TITLE]`: shows the poster of the movie named, or of the last detail
/// shown, in the terminal when it can (kitty, iTerm2), else its address.
public struct PosterCommand: MovieCommand, Equatable {
    /// `poster`.
    public static let name = "poster"
    /// `poster [N|MOVIECODE|TITLE]`.
    public static let usage = "poster [N|MOVIECODE|TITLE]"
    /// The movie typed; `nil`: the last detail shown.
    public let movie: String?

    /// The poster of `movie`.
    public init(movie: String?) {
        self.movie = movie
    }

    /// Asks for the poster (Ctrl-C cancels), its image where the terminal draws one (never in
    /// csv or json).
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

    /// Prints the poster: the image drawn in the terminal's protocol, or its address — with the
    /// command that shows it in a sixel terminal, else with its size — or why there is none. In
    /// csv and json only the address goes to standard output; the sentences go to standard error.
    @MainActor
    static func show(_ poster: PosterViewData, in session: ReplSession) {
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
