// Posters inside the terminal: which image protocol it speaks, and the escape sequences that show one.

import BoxOfficePresentation
import Foundation

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
    case none

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

/// The escape sequences that show an image inside the terminal, written only when the user
/// asks (`poster`).
public enum InlineImage {
    /// iTerm2's inline image: `ESC ] 1337 ; File=inline=1;size=…:<base64> BEL`.
    public static func iTerm2(_ data: Data, widthCells: Int = 40) -> String {
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(widthCells);preserveAspectRatio=1:"
            + data.base64EncodedString() + "\u{07}"
    }

    /// kitty's graphics protocol for a PNG, sent in chunks of 4096 base64 characters; `nil`
    /// when `data` is not a PNG (kitty shows other formats only through `kitty +kitten icat`).
    public static func kitty(png data: Data, widthCells: Int = 40) -> String? {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let encoded = Array(data.base64EncodedString().utf8)
        var result = ""
        var offset = 0
        repeat {
            let end = min(offset + 4_096, encoded.count)
            let chunk = String(decoding: encoded[offset..<end], as: UTF8.self)
            let more = end < encoded.count ? 1 : 0
            let control = offset == 0 ? "a=T,f=100,c=\(widthCells),m=\(more)" : "m=\(more)"
            result += "\u{1B}_G\(control);\(chunk)\u{1B}\\"
            offset = end
        } while offset < encoded.count
        return result
    }

    /// Whether `url` is plain enough to put in a suggested shell command in single quotes.
    public static func isShellSafe(_ url: String) -> Bool {
        !url.contains("'") && url.allSatisfy { $0.isASCII && !$0.isWhitespace && !$0.isNewline }
    }
}
