// What the catalogue (search, people, person, company, more) says: its requirements of every language.

import BoxOfficeDomain

/// The words of the catalogue's screens: searches, people and companies, their labels and why
/// a number or a `more` cannot be followed. Part of ``Words``, so each language has them all.
public protocol CatalogueWords: Sendable {
    /// What the spinner says while a search runs: `'범죄' 영화 검색 중…`.
    func searching(_ kind: CatalogueKind, for name: String) -> String
    /// What the spinner says while a person's info loads.
    var loadingPerson: String { get }
    /// What the spinner says while a company's info loads.
    var loadingCompany: String { get }
    /// A page's heading: what was searched and which results of how many are shown.
    func resultsHeading(_ kind: CatalogueKind, name: String, first: Int, last: Int, total: Int) -> String
    /// A search that found nothing.
    func noResults(_ kind: CatalogueKind, name: String) -> String
    /// `more` after the last page of the search for `name` (`total` results, all shown).
    func noMoreResults(_ kind: CatalogueKind, name: String, total: Int) -> String
    /// Under a page with more after it: `more` shows the next ones.
    func moreHint(remaining: Int) -> String
    /// Under a list of people or companies: `person N` / `company N` opens one.
    func openHint(_ kind: CatalogueKind) -> String
    /// Why a number or code typed after `person` or `company` (or `more`) cannot be followed.
    func text(for error: CatalogueSelectionError) -> String
    /// No person has the code.
    func noPerson(_ code: PersonCode) -> String
    /// No company has the code.
    func noCompany(_ code: CompanyCode) -> String
    /// The labels of a list's columns after its number: code, title or name, and the rest.
    func catalogueColumns(_ kind: CatalogueKind) -> [String]
    /// `번호` / `No.`.
    var numberLabel: String { get }
    /// `코드` / `code`.
    var codeLabel: String { get }
    /// `이름` / `Name`.
    var nameLabel: String { get }
    /// `영문 이름` / `English name`.
    var englishNameLabel: String { get }
    /// `분야` / `Role`: what a person mostly does.
    var roleLabel: String { get }
    /// `성별` / `Sex`.
    var sexLabel: String { get }
    /// `홈페이지` / `Web pages`.
    var homepagesLabel: String { get }
    /// `대표` / `CEO`.
    var ceoLabel: String { get }
    /// `업무` / `Parts`: what a company does.
    var partsLabel: String { get }
    /// A filmography's heading with its count: `필모그래피 (23편)` / `Filmography (23 films)`.
    func filmographyHeading(count: Int) -> String
    /// Under a filmography: `detail N` opens one of its films.
    var filmographyHint: String { get }
}

/// What the catalogue lists: movies, people or companies.
public enum CatalogueKind: String, CaseIterable, Hashable, Sendable {
    /// Movies (`search`, a filmography).
    case movies
    /// People (`people`).
    case people
    /// Companies (`company NAME`).
    case companies
}

/// Why `person`, `company` or `more` cannot tell what is meant; its words say what to type.
public enum CatalogueSelectionError: Error, Hashable, Sendable {
    /// A number, but no list of that kind was shown.
    case noListShown(CatalogueKind)
    /// A number the last list of that kind does not have (`count` rows).
    case numberOutOfRange(CatalogueKind, number: Int, count: Int)
    /// `more` with no search before it.
    case nothingToContinue
}

/// What follows `person` or `company`: a number of the last list shown, a code, or a name.
public enum CatalogueSelector: Hashable, Sendable {
    /// `person 2`: the second of the last list.
    case number(Int)
    /// `person 10031641`, `person D000001`: a code.
    case code(String)
    /// `company 바른손`: a name to search for.
    case name(String)

    /// Reads the text: up to three digits are a number; one word of at least four ASCII letters
    /// and digits with a digit among them is a code; anything else is a name. `nil` when blank.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let asciiAlphanumeric = trimmed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if trimmed.count <= 3, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed) {
            self = .number(number)
        } else if asciiAlphanumeric, trimmed.count >= 4, trimmed.contains(where: \.isNumber) {
            self = .code(trimmed.uppercased())
        } else {
            self = .name(trimmed)
        }
    }
}
