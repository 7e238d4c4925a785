// What the catalogue (search, people, person, company, more) says: its requirements of every language.

import BoxOfficeDomain

/// The catalogue's words, part of ``Words`` so that each language has them all.
public protocol CatalogueWords: Sendable {
    func searching(_ kind: CatalogueKind, for name: String) -> String
    var loadingPerson: String { get }
    var loadingCompany: String { get }
    func resultsHeading(_ kind: CatalogueKind, name: String, first: Int, last: Int, total: Int) -> String
    func noResults(_ kind: CatalogueKind, name: String) -> String
    /// `more` after the last page of the search for `name` (`total` results, all shown).
    func noMoreResults(_ kind: CatalogueKind, name: String, total: Int) -> String
    /// `--page N` past the last page of the search for `name`: its `total` results, and its last page.
    func pastTheLastPage(_ kind: CatalogueKind, name: String, page: Int, total: Int, lastPage: Int) -> String
    func moreHint(remaining: Int) -> String
    func openHint(_ kind: CatalogueKind) -> String
    func text(for error: CatalogueSelectionError) -> String
    func noPerson(_ code: PersonCode) -> String
    func noCompany(_ code: CompanyCode) -> String
    /// The labels of a list's columns after its number: code, title or name, and the rest.
    func catalogueColumns(_ kind: CatalogueKind) -> [String]
    var numberLabel: String { get }
    var codeLabel: String { get }
    var nameLabel: String { get }
    var englishNameLabel: String { get }
    var roleLabel: String { get }
    var sexLabel: String { get }
    var homepagesLabel: String { get }
    var ceoLabel: String { get }
    var partsLabel: String { get }
    func filmographyHeading(count: Int) -> String
    var filmographyHint: String { get }
}

public enum CatalogueKind: String, CaseIterable, Hashable, Sendable {
    case movies
    case people
    case companies
}

public enum CatalogueSelectionError: Error, Hashable, Sendable {
    case noListShown(CatalogueKind)
    case numberOutOfRange(CatalogueKind, number: Int, shown: ClosedRange<Int>?)
    /// `more` with no search before it.
    case nothingToContinue
}

/// What follows `person` or `company`: a number of the last list shown, a code, or a name.
public enum CatalogueSelector: Hashable, Sendable {
    /// `person 2`: the second of the last list.
    case number(Int)
    /// `person 10031641`, `person D000001`: a code.
    case code(String)
    /// `company 바른손`, `person 봉준호`: a name to search for.
    case name(String)

    /// KOBIS's codes have eight characters; a longer word is a name, which a search bounds.
    public static let longestCode = 20

    /// Reads the text: up to three digits are a number; one word of four to ``longestCode`` ASCII
    /// letters and digits with a digit among them is a code; anything else is a name. `nil` when blank.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let asciiAlphanumeric = trimmed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if trimmed.count <= 3, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed) {
            self = .number(number)
        } else if asciiAlphanumeric, (4...Self.longestCode).contains(trimmed.count),
            trimmed.contains(where: \.isNumber)
        {
            self = .code(trimmed.uppercased())
        } else {
            self = .name(trimmed)
        }
    }
}
