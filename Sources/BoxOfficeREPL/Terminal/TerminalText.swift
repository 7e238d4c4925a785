// Escape sequences: found and removed from text (sanitised), and colours written.

/// Makes text safe and measurable for a terminal: finds escape sequences, removes them,
/// and neutralises control and bidi characters in text that came from the network.
///
/// Escape sequences are recognised as ECMA-48 defines them: CSI (`ESC [` or U+009B) up to
/// its final byte; OSC, DCS, SOS, PM and APC strings up to BEL or ST; and the short
/// `ESC` + intermediate bytes + final byte forms.
public enum TerminalText {
    enum Segment: Equatable {
        case text(String)
        case escape(String)
    }

    /// Returns `text` safe to print: escape sequences, C0 and C1 control characters, DEL, bidi
    /// overrides/isolates and zero-width characters are removed; each run of tabs and line breaks
    /// becomes one space. Letters (Hangul included), emoji and typographic punctuation are kept.
    ///
    /// For example `"기생충\t\u{1B}[31m(2019)\u{1B}[0m\r\n"` becomes `"기생충 (2019) "`.
    public static func sanitize(_ text: String) -> String {
        // Most texts have nothing to remove: every escape sequence starts with a control character.
        guard text.unicodeScalars.contains(where: { isBreak($0) || isRemoved($0) }) else { return text }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for case .text(let run) in segments(of: text) {
            for scalar in run.unicodeScalars {
                if isBreak(scalar) {
                    pendingSpace = true
                    continue
                }
                if isRemoved(scalar) { continue }
                if pendingSpace {
                    result.append(" ")
                    pendingSpace = false
                }
                result.append(scalar)
            }
        }
        if pendingSpace { result.append(" ") }
        return String(result)
    }

    static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var run = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let end = escapeSequenceEnd(in: scalars, from: index)
            guard end > index else {
                run.append(scalars[index])
                index += 1
                continue
            }
            if !run.isEmpty {
                segments.append(.text(String(run)))
                run = String.UnicodeScalarView()
            }
            var sequence = String.UnicodeScalarView()
            sequence.append(contentsOf: scalars[index..<end])
            segments.append(.escape(String(sequence)))
            index = end
        }
        if !run.isEmpty { segments.append(.text(String(run))) }
        return segments
    }

    // MARK: - Escape sequences

    private static let escape: UInt32 = 0x1B
    private static let bell: UInt32 = 0x07

    private static func escapeSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let first = scalars[start].value
        if first == 0x9B { return controlSequenceEnd(in: scalars, from: start + 1) }
        if [0x90, 0x98, 0x9D, 0x9E, 0x9F].contains(first) {
            return controlStringEnd(in: scalars, from: start + 1)
        }
        guard first == escape else { return start }
        guard start + 1 < scalars.count else { return start + 1 }
        let second = scalars[start + 1].value
        switch second {
        case 0x5B:  // "[": CSI
            return controlSequenceEnd(in: scalars, from: start + 2)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // "]" OSC, "P" DCS, "X" SOS, "^" PM, "_" APC
            return controlStringEnd(in: scalars, from: start + 2)
        default:
            return shortSequenceEnd(in: scalars, from: start + 1)
        }
    }

    /// CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    /// Anything else ends the sequence before it, as a terminal would abandon it.
    private static func controlSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index += 1
            } else if (0x40...0x7E).contains(value) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    private static func controlStringEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if value == bell || value == 0x9C { return index + 1 }
            if value == escape {
                let next = index + 1
                return next < scalars.count && scalars[next] == "\\" ? next + 1 : index
            }
            index += 1
        }
        return index
    }

    /// `ESC`, any intermediate bytes 0x20–0x2F, then a final byte 0x30–0x7E (e.g. `ESC 7`,
    /// `ESC ( B`). A lone or malformed `ESC` is removed on its own.
    private static func shortSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) {
            index += 1
        }
        if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) {
            return index + 1
        }
        return start
    }

    // MARK: - Single characters

    /// Tabs and line breaks, which become a space.
    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// C0 and C1 controls, DEL, the bidi embeddings, overrides and isolates, and the zero-width
    /// characters (space, non-joiner, joiner, word joiner, byte order mark).
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        // Invisible, they make two titles that print alike differ, and hide text in an export.
        case 0x200B...0x200D, 0x2060, 0xFEFF: return true
        default: return false
        }
    }
}

/// Colours and emphasis as ANSI escape codes, or nothing at all when colour is off
/// (not a terminal, or `NO_COLOR` set).
public struct TerminalStyle: Sendable {
    public let colorEnabled: Bool

    public init(colorEnabled: Bool) {
        self.colorEnabled = colorEnabled
    }

    /// Red: a movie that moved up (Korean convention).
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    /// Bold: headings, and new entries.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Inverse video: the day shown in the calendar.
    public func inverse(_ text: String) -> String { wrap(text, "7") }

    private func wrap(_ text: String, _ code: String) -> String {
        colorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
