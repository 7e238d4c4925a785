// What the catalogue's screens show: a numbered list (a search's page, a filmography) and a profile, with their exports.

import BoxOfficeDomain

/// A numbered list the catalogue shows: a page of a search, or a filmography. Its rows carry
/// their numbers (which `detail N`, `person N`, `company N` follow) and their cells in the
/// order of ``columns``; each row's ``ExportRecord`` gives csv and json the same names.
public struct CatalogueListViewData: Equatable, Sendable {
    /// What the rows are.
    public let kind: CatalogueKind
    /// The heading: what was searched, which results of how many.
    public let heading: String
    /// The column labels: the number's, then the kind's.
    public let columns: [String]
    /// The rows, numbered.
    public let rows: [Row]
    /// What an empty list says (no results, no more results); `nil` when there are rows.
    public let emptyText: String?
    /// The line under the rows: how to see more, or how to open one.
    public let footer: String?
    /// The search and the page, for json: `kind`, `query`, `page`, `totalCount`, `source`.
    public let about: ExportRecord
    /// The names of each row's record, also when there are no rows (the csv header).
    public let recordColumns: [String]

    /// One numbered row.
    public struct Row: Equatable, Sendable {
        /// Its number.
        public let number: Int
        /// Its cells, after the number, in the order of the columns; `-` for what is missing.
        public let cells: [String]
        /// The same facts for csv and json.
        public let record: ExportRecord
    }

    /// csv: the header, then one line a row, every text passed through `clean`.
    public func csv(cleaning clean: (String) -> String) -> String {
        ([CSVText.line(recordColumns)] + rows.map { $0.record.mappingStrings(clean).csvRow })
            .joined(separator: "\n") + "\n"
    }

    /// json: `about`'s fields, then `results`, the rows' records, every text passed through `clean`.
    public func json(cleaning clean: (String) -> String) -> JSONValue {
        .object(about.members + [("results", .array(rows.map { .object($0.record.members) }))])
            .mappingStrings(clean)
    }

    /// The plain format's sentences: the heading, a row a sentence, then the empty text or the footer.
    public var sentences: [String] {
        let lines = rows.map { row in
            "\(row.number). "
                + zip(columns.dropFirst(), row.cells).map { "\($0) \($1)" }.joined(separator: ", ") + "."
        }
        return [heading.hasSuffix(".") ? heading : heading + "."] + lines
            + [emptyText, footer].compactMap { $0 }
    }
}

/// A person or a company as `person` and `company` show them: labelled facts, then the
/// filmography, numbered so `detail N` opens a film.
public struct CatalogueProfileViewData: Equatable, Sendable {
    /// The name, as the heading.
    public let heading: String
    /// The facts, `label  value`.
    public let facts: [LabelledValue]
    /// The filmography, numbered.
    public let filmography: CatalogueListViewData
    /// The facts for csv and json.
    public let record: ExportRecord

    /// csv: one line a film, the facts repeated on each (one line without film fields when
    /// there is no film), so a spreadsheet reads it as one table; every text passed through `clean`.
    public func csv(cleaning clean: (String) -> String) -> String {
        let header = CSVText.line(record.columns + filmography.recordColumns)
        let facts = record.mappingStrings(clean).csvRow
        let films = filmography.rows.map { facts + "," + $0.record.mappingStrings(clean).csvRow }
        let lines =
            films.isEmpty ? [facts + String(repeating: ",", count: filmography.recordColumns.count)] : films
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// json: the facts, then `filmography`, every text passed through `clean`.
    public func json(cleaning clean: (String) -> String) -> JSONValue {
        .object(
            record.members + [("filmography", .array(filmography.rows.map { .object($0.record.members) }))]
        )
        .mappingStrings(clean)
    }

    /// The plain format's sentences: the heading, a fact a sentence, then the filmography's.
    public var sentences: [String] {
        [heading + "."] + facts.map { "\($0.label): \($0.value)." } + filmography.sentences
    }
}

/// What the catalogue's ViewModel publishes: a list, or a profile.
public enum CatalogueViewData: Equatable, Sendable {
    /// A page of a search (movies, people or companies).
    case list(CatalogueListViewData)
    /// A person or a company and their filmography.
    case profile(CatalogueProfileViewData)
}

extension ExportRecord {
    /// The names and values, paired, for a JSON object.
    var members: [(String, JSONValue)] { Array(zip(columns, values)) }

    /// The csv line of the values alone, without its line feed (the csv text after its header).
    var csvRow: String {
        String(csv.dropFirst(CSVText.line(columns).count + 1).dropLast())
    }
}
