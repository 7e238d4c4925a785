import Foundation

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
