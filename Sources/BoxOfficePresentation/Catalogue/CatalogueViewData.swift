// What the catalogue's screens show: a numbered list (a search's page, a filmography) and a profile, with their exports.

import BoxOfficeDomain

/// A page of a search, or a filmography; its rows carry the numbers `detail N`, `person N` and
/// `company N` follow.
public struct CatalogueListViewData: Equatable, Sendable {
    public let kind: CatalogueKind
    public let heading: String
    public let columns: [String]
    public let rows: [Row]
    /// What an empty list says (no results, no more results); `nil` when there are rows.
    public let emptyText: String?
    /// The line under the rows: how to see more, or how to open one.
    public let footer: String?
    /// The search and the page, for json: `kind`, `query`, `page`, `totalCount`, `source`.
    public let about: ExportRecord
    /// The names of each row's record, also when there are no rows (the csv header).
    public let recordColumns: [String]

    public struct Row: Equatable, Sendable {
        public let number: Int
        /// After the number, in the order of the columns; `-` for what is missing.
        public let cells: [String]
        public let record: ExportRecord
    }

    public func csv(cleaning clean: (String) -> String) -> String {
        ([CSVText.line(recordColumns)] + rows.map { $0.record.mappingStrings(clean).csvRow })
            .joined(separator: "\n") + "\n"
    }

    public func json(cleaning clean: (String) -> String) -> JSONValue {
        .object(about.members + [("results", .array(rows.map { .object($0.record.members) }))])
            .mappingStrings(clean)
    }

    public var sentences: [String] {
        let lines = rows.map { row in
            "\(row.number). "
                + zip(columns.dropFirst(), row.cells).map { "\($0) \($1)" }.joined(separator: ", ") + "."
        }
        return [heading.hasSuffix(".") ? heading : heading + "."] + lines
            + [emptyText, footer].compactMap { $0 }
    }
}

/// Labelled facts, then the filmography, numbered so `detail N` opens a film.
public struct CatalogueProfileViewData: Equatable, Sendable {
    public let heading: String
    public let facts: [LabelledValue]
    public let filmography: CatalogueListViewData
    public let record: ExportRecord

    /// One line a film, the facts repeated on each, so a spreadsheet reads it as one table.
    public func csv(cleaning clean: (String) -> String) -> String {
        let header = CSVText.line(record.columns + filmography.recordColumns)
        let facts = record.mappingStrings(clean).csvRow
        let films = filmography.rows.map { facts + "," + $0.record.mappingStrings(clean).csvRow }
        let lines =
            films.isEmpty ? [facts + String(repeating: ",", count: filmography.recordColumns.count)] : films
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    public func json(cleaning clean: (String) -> String) -> JSONValue {
        .object(
            record.members + [("filmography", .array(filmography.rows.map { .object($0.record.members) }))]
        )
        .mappingStrings(clean)
    }

    public var sentences: [String] {
        [heading + "."] + facts.map { "\($0.label): \($0.value)." } + filmography.sentences
    }
}

public enum CatalogueViewData: Equatable, Sendable {
    case list(CatalogueListViewData)
    case profile(CatalogueProfileViewData)
}

extension ExportRecord {
    var members: [(String, JSONValue)] { Array(zip(columns, values)) }

    var csvRow: String {
        String(csv.dropFirst(CSVText.line(columns).count + 1).dropLast())
    }
}
