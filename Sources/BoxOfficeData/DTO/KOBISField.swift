import BoxOfficeDomain
import Foundation

/// One text field of a KOBIS answer, read into what it stands for.
///
/// KOBIS sends every number and date as text, with stray spaces and blanks for "unknown".
/// The box office's and the movie info's mappings both read their fields here, so a field
/// that cannot be read is told the same way: `<field> of row <row> is '<text>', expected <what>`
/// (``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``), never a silent 0.
struct KOBISField {
    /// KOBIS's name of the field, e.g. `audiCnt`.
    let name: String
    /// The text as it came.
    let text: String
    /// Which row it is in, for the message: the rank (`rnum`) or `movieInfo`.
    let row: String

    /// - Parameters:
    ///   - name: KOBIS's name of the field.
    ///   - text: its text as it came.
    ///   - row: the row it is in.
    init(_ name: String, _ text: String, row: String) {
        self.name = name
        self.text = text
        self.row = row
    }

    /// The whole number in the text, surrounding white space ignored.
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``, also when blank.
    func integer() throws(KOBISDecodingError) -> Int {
        guard let value = Int(text.trimmed) else { throw unexpected(.wholeNumber) }
        return value
    }

    /// The whole number in the text, or `nil` when the text is blank (unknown).
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``.
    func optionalInteger() throws(KOBISDecodingError) -> Int? {
        text.nonBlank == nil ? nil : try integer()
    }

    /// The finite number in the text (e.g. a share, `12.5`), surrounding white space ignored.
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``, also when blank.
    func decimal() throws(KOBISDecodingError) -> Double {
        guard let value = Double(text.trimmed), value.isFinite else { throw unexpected(.number) }
        return value
    }

    /// The day in the text, or `nil` when the text is blank (unknown).
    /// - Parameter format: how KOBIS writes it in this field, e.g. `yyyyMMdd`, for the message
    ///   (either `yyyyMMdd` or `yyyy-MM-dd` is read).
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``.
    func optionalDate(format: String) throws(KOBISDecodingError) -> BoxOfficeDate? {
        guard let trimmed = text.nonBlank else { return nil }
        do {
            return try BoxOfficeDate.parse(trimmed)
        } catch {
            throw unexpected(.date(format: format))
        }
    }

    /// The text's value is not one of `expected`.
    func unexpected(_ expected: ResponseProblem.Expected) -> KOBISDecodingError {
        .unexpectedValue(field: name, value: text, row: row, expected: expected)
    }
}

extension String {
    /// The text without surrounding white space.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The trimmed text, or `nil` when nothing is left.
    var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }
}
