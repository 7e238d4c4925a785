// How the catalogue's view data is made from Domain values, in the user's words.

import BoxOfficeDomain

extension CatalogueListViewData {
    /// The rows found so far of a search, `page` its last page: the page's rows as numbered, with
    /// `more`'s hint while results remain, or the text of a search that found nothing.
    static func results<Item>(
        _ items: NumberedList<Item>, page: CataloguePage<Item>, kind: CatalogueKind, words: any Words,
        row: (Int, Item) -> ([String], [(String, JSONValue)])
    ) -> CatalogueListViewData {
        let first = page.query.firstPosition
        let last = first - 1 + page.items.count
        // `items` holds the earlier pages too after `more`; a page asked for directly (`--page N`)
        // starts at its own first position.
        let shown = items.numbered.filter { $0.number >= first }
        // A count below what came (a server's negative or short `totCnt`) is not believed; a page
        // past the end (`--page 1000`) brought nothing, so only what was held before counts.
        let held = items.numbers?.upperBound ?? 0
        let total = max(page.totalCount, held)
        let name = page.query.name
        let heading =
            shown.isEmpty
            ? (total == 0
                ? words.noResults(kind, name: name)
                : held == 0
                    ? pastTheEnd(page, kind: kind, total: total, words: words)
                    : words.noMoreResults(kind, name: name, total: total))
            : words.resultsHeading(kind, name: name, first: first, last: last, total: total)
        return CatalogueListViewData(
            kind: kind, heading: heading, columns: [words.numberLabel] + words.catalogueColumns(kind),
            rows: shown.map { Self.row(number: $0.number, row($0.number, $0.item)) },
            emptyText: nil,
            footer: shown.isEmpty
                ? nil : page.hasMore ? words.moreHint(remaining: total - last) : words.openHint(kind),
            about: ExportRecord([
                ("kind", .string(kind.rawValue)), ("query", .string(page.query.name)),
                ("page", .int(page.query.page)),
                ("totalCount", .int(page.totalCount)), ("source", .string(page.source.rawValue)),
            ]),
            recordColumns: ["number"] + columnNames(kind))
    }

    // A page asked for (`--page 12`) that starts after the last result: none of them was shown, so
    // the count and the last page are said, not that all were shown.
    private static func pastTheEnd<Item>(
        _ page: CataloguePage<Item>, kind: CatalogueKind, total: Int, words: any Words
    ) -> String {
        let size = page.query.pageSize
        return words.pastTheLastPage(
            kind, name: page.query.name, page: page.query.page, total: total,
            lastPage: (total + size - 1) / size)
    }

    static func noMore(_ kind: CatalogueKind, query: CatalogueQuery, total: Int, words: any Words)
        -> CatalogueListViewData
    {
        CatalogueListViewData(
            kind: kind, heading: words.noMoreResults(kind, name: query.name, total: total),
            columns: [words.numberLabel] + words.catalogueColumns(kind), rows: [], emptyText: nil,
            footer: nil,
            about: ExportRecord([
                ("kind", .string(kind.rawValue)), ("query", .string(query.name)), ("page", .int(query.page)),
                ("totalCount", .int(total)), ("source", .null),
            ]),
            recordColumns: ["number"] + columnNames(kind))
    }

    static func filmography(_ films: [FilmographyEntry], partLabel: String, words: any Words)
        -> CatalogueListViewData
    {
        CatalogueListViewData(
            kind: .movies, heading: words.filmographyHeading(count: films.count),
            columns: [words.numberLabel, words.codeLabel, words.titleLabel, partLabel],
            rows: films.enumerated().map { index, film in
                row(
                    number: index + 1,
                    (
                        [film.movieCode.rawValue, film.title, film.part ?? "-"],
                        [
                            ("movieCode", .string(film.movieCode.rawValue)), ("title", .string(film.title)),
                            ("part", .optional(film.part)),
                        ]
                    ))
            },
            emptyText: films.isEmpty ? "-" : nil, footer: films.isEmpty ? nil : words.filmographyHint,
            about: ExportRecord([("kind", .string("filmography")), ("totalCount", .int(films.count))]),
            recordColumns: ["number", "movieCode", "title", "part"])
    }

    static func columnNames(_ kind: CatalogueKind) -> [String] {
        switch kind {
        case .movies:
            [
                "movieCode", "title", "titleEnglish", "productionYear", "openDate", "kind", "status",
                "nations", "genres",
                "directors",
            ]
        case .people: ["personCode", "name", "nameEnglish", "role", "filmography"]
        case .companies: ["companyCode", "name", "nameEnglish", "parts", "ceo", "filmography"]
        }
    }

    private static func row(number: Int, _ made: ([String], [(String, JSONValue)])) -> Row {
        Row(number: number, cells: made.0, record: ExportRecord([("number", .int(number))] + made.1))
    }
}

enum CatalogueRows {
    static func movie(_ movie: MovieSummary) -> ([String], [(String, JSONValue)]) {
        (
            [
                movie.movieCode.rawValue, movie.title, movie.productionYear.map(String.init) ?? "-",
                movie.openDate?.iso ?? "-", listed(movie.directors),
            ],
            [
                ("movieCode", .string(movie.movieCode.rawValue)), ("title", .string(movie.title)),
                ("titleEnglish", .optional(movie.titleEnglish)),
                ("productionYear", .optional(movie.productionYear)),
                ("openDate", .optional(movie.openDate?.iso)), ("kind", .optional(movie.kind)),
                ("status", .optional(movie.status)), ("nations", joined(movie.nations)),
                ("genres", joined(movie.genres)), ("directors", joined(movie.directors)),
            ]
        )
    }

    static func person(_ person: PersonSummary) -> ([String], [(String, JSONValue)]) {
        (
            [person.code.rawValue, person.name, person.role ?? "-", listed(person.filmographyTitles)],
            [
                ("personCode", .string(person.code.rawValue)), ("name", .string(person.name)),
                ("nameEnglish", .optional(person.nameEnglish)), ("role", .optional(person.role)),
                ("filmography", joined(person.filmographyTitles)),
            ]
        )
    }

    static func company(_ company: CompanySummary) -> ([String], [(String, JSONValue)]) {
        (
            [company.code.rawValue, company.name, listed(company.parts), listed(company.ceoNames)],
            [
                ("companyCode", .string(company.code.rawValue)), ("name", .string(company.name)),
                ("nameEnglish", .optional(company.nameEnglish)), ("parts", joined(company.parts)),
                ("ceo", joined(company.ceoNames)), ("filmography", joined(company.filmographyTitles)),
            ]
        )
    }

    static func listed(_ values: [String]) -> String {
        values.isEmpty ? "-" : values.joined(separator: ", ")
    }

    static func joined(_ values: [String]) -> JSONValue {
        values.isEmpty ? .null : .string(values.joined(separator: "; "))
    }
}

extension CatalogueProfileViewData {
    init(_ person: PersonProfile, words: any Words) {
        heading = person.name
        facts = [
            LabelledValue(words.codeLabel, person.code.rawValue),
            LabelledValue(words.englishNameLabel, person.nameEnglish ?? "-"),
            LabelledValue(words.roleLabel, person.role ?? "-"),
            LabelledValue(words.sexLabel, person.sex ?? "-"),
            LabelledValue(words.homepagesLabel, CatalogueRows.listed(person.homepages)),
        ]
        filmography = .filmography(person.filmography, partLabel: words.roleLabel, words: words)
        record = ExportRecord([
            ("personCode", .string(person.code.rawValue)), ("name", .string(person.name)),
            ("nameEnglish", .optional(person.nameEnglish)), ("role", .optional(person.role)),
            ("sex", .optional(person.sex)), ("homepages", CatalogueRows.joined(person.homepages)),
            ("source", .string(person.source.rawValue)),
        ])
    }

    init(_ company: CompanyProfile, words: any Words) {
        heading = company.name
        facts = [
            LabelledValue(words.codeLabel, company.code.rawValue),
            LabelledValue(words.englishNameLabel, company.nameEnglish ?? "-"),
            LabelledValue(words.ceoLabel, CatalogueRows.listed(company.ceoNames)),
            LabelledValue(words.partsLabel, CatalogueRows.listed(company.parts)),
        ]
        filmography = .filmography(company.filmography, partLabel: words.partsLabel, words: words)
        record = ExportRecord([
            ("companyCode", .string(company.code.rawValue)), ("name", .string(company.name)),
            ("nameEnglish", .optional(company.nameEnglish)), ("ceo", CatalogueRows.joined(company.ceoNames)),
            ("parts", CatalogueRows.joined(company.parts)), ("source", .string(company.source.rawValue)),
        ])
    }
}
