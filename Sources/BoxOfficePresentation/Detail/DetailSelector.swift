import BoxOfficeDomain

/// Which movie `detail` is asked about: a rank in the list shown, a movie code, or the start
/// of a title.
public enum DetailSelector: Hashable, Sendable {
    /// `detail 3`: the third movie of the list shown.
    case rank(Int)
    /// `detail 20199882`: a movie by KOBIS's code, shown or not.
    case code(MovieCode)
    /// `detail 경관`: the movie of the list whose title starts with this.
    case title(String)

    /// Reads the argument of `detail`: a number of at most three digits (signed) is a rank,
    /// eight letters and digits starting with four digits are a code (`20199882`, `2023C165`),
    /// anything else is a title prefix. `nil` for blank text.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let unsigned =
            trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
        if !unsigned.isEmpty, unsigned.count <= 3, unsigned.allSatisfy(\.isASCIIDigit),
            let rank = Int(trimmed)
        {
            self = .rank(rank)
        } else if trimmed.count == 8, trimmed.prefix(4).allSatisfy(\.isASCIIDigit),
            trimmed.allSatisfy({ $0.isASCIIDigit || ($0.isASCII && $0.isLetter) })
        {
            self = .code(MovieCode(trimmed.uppercased()))
        } else {
            self = .title(trimmed)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
