import BoxOfficePresentation

/// Which inline-image protocol the terminal speaks, read from its environment variables.
///
/// Only what the environment says is trusted (no escape-sequence queries): kitty sets
/// `TERM=xterm-kitty` and `KITTY_WINDOW_ID`; iTerm2 sets `TERM_PROGRAM=iTerm.app` (WezTerm,
/// which speaks iTerm2's protocol, `TERM_PROGRAM=WezTerm`); a few sixel terminals name
/// themselves in `TERM` (`…-sixel`, `mlterm`, `foot`).
public enum TerminalImageSupport: Hashable, Sendable {
    /// kitty's graphics protocol (PNG shown directly).
    case kitty
    /// iTerm2's inline images (`OSC 1337 ; File=`).
    case iTerm2
    /// Sixel graphics (shown with an external converter).
    case sixel
    /// No images: the URL only.
    case none

    /// What `environment` says about the terminal.
    public init(environment: [String: String]) {
        let term = environment["TERM"]?.lowercased() ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty {
            self = .kitty
        } else if program == "iTerm.app" || program == "WezTerm" {
            self = .iTerm2
        } else if term.contains("sixel") || term.hasPrefix("mlterm") || term.hasPrefix("foot") {
            self = .sixel
        } else {
            self = .none
        }
    }

    /// The hint under a found poster: how to see it here, or `nil` when the terminal shows
    /// no images.
    public func hint(in words: any CommandWords) -> String? {
        switch self {
        case .kitty, .iTerm2: words.posterShownHere
        case .sixel: words.posterSixelCommand
        case .none: nil
        }
    }
}
