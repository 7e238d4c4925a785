// What `/poster` answers: the poster's bytes typed by what they are, never by what the network claimed,
// or, for anything that is not a JPEG, PNG, GIF or WebP image, a drawing saying there is no poster.

import BoxOfficePresentation
import Foundation

/// The body and content type of a poster's answer.
public struct PosterImage: Sendable, Equatable {
    public let bytes: Data
    public let contentType: String
    /// Whether this is the stand-in drawing rather than the film's image.
    public let isPlaceholder: Bool

    /// `poster`'s image when its first bytes say which kind it is, else the stand-in naming `title`.
    public init(poster: PosterViewData, title: String, words: any Words) {
        if case .image(let data, _) = poster, let type = Self.imageType(of: data) {
            bytes = data
            contentType = type
            isPlaceholder = false
        } else {
            bytes = Data(Self.placeholder(title: title, words: words).markup.utf8)
            contentType = "image/svg+xml; charset=utf-8"
            isPlaceholder = true
        }
    }

    /// The image's MIME type read from its magic number; `nil` for anything else (an HTML error page,
    /// a header cut short).
    static func imageType(of data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        return nil
    }

    static let width = 120.0
    static let height = 174.0
    /// Characters a line of the title may take on the drawing before it wraps, and lines at most.
    static let lineLength = 12
    static let maximumLines = 4

    /// A grey card with the title and "no poster", drawn with the escaping builder: the title stays text.
    static func placeholder(title: String, words: any Words) -> HTML {
        let characters = Array(title)
        var lines = stride(from: 0, to: characters.count, by: lineLength).map {
            String(characters[$0..<min($0 + lineLength, characters.count)])
        }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] = String(lines[maximumLines - 1].dropLast()) + "…"
        }
        let texts = (lines + [words.noPosterImage]).enumerated().map { index, line in
            HTML.element(
                "text",
                [
                    .number("x", width / 2), .number("y", 40 + Double(index) * 18),
                    HTMLAttribute("text-anchor", "middle"), .number("font-size", 12),
                    HTMLAttribute("fill", index == lines.count ? "#6e6e73" : "#1d1d1f"),
                ], text: line)
        }
        let label =
            title.isEmpty ? words.noPosterImage : words.posterAlt(title: title) + " · " + words.noPosterImage
        return .element(
            "svg",
            [
                HTMLAttribute("xmlns", "http://www.w3.org/2000/svg"), .number("width", width),
                .number("height", height), HTMLAttribute("viewBox", "0 0 120 174"),
                HTMLAttribute("role", "img"),
                HTMLAttribute("aria-label", label),
            ],
            [
                HTML.element("title", text: label),
                HTML.element(
                    "rect",
                    [.number("width", width), .number("height", height), HTMLAttribute("fill", "#e5e5ea")]),
            ] + texts)
    }
}
