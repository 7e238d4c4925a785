/// KOBIS's code for a movie, e.g. `20199882`. A string: some codes carry letters (`2023C165`).
public struct MovieCode: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The code as KOBIS writes it.
    public let rawValue: String

    /// Wraps a code, dropping surrounding spaces.
    public init(_ rawValue: String) {
        self.rawValue = rawValue.trimmingSpaces()
    }

    /// Wraps a literal code.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The code itself.
    public var description: String { rawValue }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
