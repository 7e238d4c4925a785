// Salvaging a damaged store: every row SQLite still reads from it, where it is, is copied into a store of
// the current schema, table by table; a read that fails is skipped and counted, and a chart is kept only whole.

import BoxOfficeDomain
import Foundation
import GRDB

enum StoreSalvaging {
    // The new store's migrations fill the first two; the charts are copied below, only whole ones.
    private static let notCopied: Set<String> = ["grdb_migrations", "region", "chart", "chart_entry"]

    // A store from before keys were told apart gives its counts to the unknown key.
    private static let missingColumns = ["key_hash": "'\(KOBISKeyID.unknownBucket)'"]

    /// A private store of the current schema, which SQLite keeps in a temporary file of its own and deletes
    /// when closed: it holds what is salvaged until SQLite writes it over the damaged file.
    static func stage() throws -> DatabaseQueue {
        let stage = try DatabaseQueue(path: "")
        try StoreSchema.migrator.migrate(stage)
        return stage
    }

    /// Copies every row of the `damaged` file that still reads into `stage` (a chart only whole).
    static func salvage(from damaged: DatabaseQueue, into stage: Database) -> StoreSalvage {
        var unreadable = 0
        let tables: [String]
        do {
            tables = try String.fetchAll(
                stage, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
            .filter { !notCopied.contains($0) }
        } catch {
            return StoreSalvage(chartsKept: 0, chartsLost: 0, unreadableParts: 1)
        }
        for table in tables {
            let read = readable(table, from: damaged, into: stage)
            unreadable += read.unreadable
            do {
                try inserted(in: stage) { try insert(read.rows, into: table, in: stage) }
            } catch {
                // Rows read that the new store could not take (a full disk) are lost all the same.
                unreadable += 1
            }
        }
        let charts = SalvagedCharts(
            charts: readable("chart", from: damaged, into: stage),
            entries: readable("chart_entry", from: damaged, into: stage))
        do {
            try inserted(in: stage) {
                try insert(charts.keptCharts, into: "chart", in: stage)
                try insert(charts.keptEntries, into: "chart_entry", in: stage)
            }
        } catch {
            return StoreSalvage(
                chartsKept: 0, chartsLost: charts.kept + charts.lost,
                unreadableParts: unreadable + charts.unreadable)
        }
        return StoreSalvage(
            chartsKept: charts.kept, chartsLost: charts.lost, unreadableParts: unreadable + charts.unreadable)
    }

    struct Read {
        var rows: [Row] = []
        var unreadable = 0
        // The rowid before each row that could not be read: a chart ending there may have lost rows.
        var gapsAfter: Set<Int64> = []
    }

    // The new table's columns, as the damaged one has them. Read in rowid order; where a read fails,
    // it starts again past the last row read, further each time it fails again at once, and the rows
    // it jumped over are then read one by one.
    static func readable(_ table: String, from damaged: DatabaseQueue, into stage: Database) -> Read {
        var read = Read()
        do {
            let wanted = try stage.columns(in: table).map(\.name)
            // Outside a transaction: one whose reads met damage fails its COMMIT, which is no further part.
            try damaged.inDatabase { db in
                guard try db.tableExists(table) else { return }
                let present = Set(try db.columns(in: table).map(\.name))
                let selected = wanted.compactMap { column -> String? in
                    if present.contains(column) { return "\"\(column)\"" }
                    return missingColumns[column].map { "\($0) AS \"\(column)\"" }
                }
                read = rows(of: table, columns: selected.joined(separator: ", "), in: db)
            }
        } catch {
            read.unreadable += 1
        }
        return read
    }

    private static func rows(of table: String, columns: String, in db: Database) -> Read {
        var read = Read()
        let select = "SELECT rowid AS \(rowidColumn), \(columns) FROM \"\(table)\""
        var after = Int64.min
        var jump: Int64 = 1
        // The last rowid read before the scan failed, while the rows past it are not yet looked for.
        var gap: Int64?
        while true {
            do {
                let cursor = try Row.fetchCursor(
                    db, sql: select + " WHERE rowid > ? ORDER BY rowid", arguments: [after])
                while let row = try cursor.next() {
                    let rowid: Int64 = row[rowidColumn] ?? after
                    if let start = gap {
                        backfill(after: start, before: rowid, select: select, in: db, into: &read)
                    }
                    gap = nil
                    after = rowid
                    jump = 1
                    read.rows.append(row.copy())
                }
                if let start = gap {
                    let end = min(after, start.addingReportingOverflow(backfillReach).partialValue)
                    backfill(
                        after: start, before: end.addingReportingOverflow(1).partialValue, select: select,
                        in: db, into: &read)
                }
                return read
            } catch {
                gap = gap ?? after
                let (next, overflow) = after.addingReportingOverflow(jump)
                guard !overflow, jump < Int64.max / 2 else {
                    // No row past the gap could be read (the table's last page is the damaged one).
                    if let start = gap {
                        read.unreadable += 1
                        read.gapsAfter.insert(start)
                    }
                    return read
                }
                after = next
                jump *= 2
            }
        }
    }

    // The rows a failed scan jumped over are looked for one by one. On a page torn past its header SQLite
    // answers "no row" for rows it cannot find there, which is no proof they were never written: such a
    // rowid counts as lost, as one that fails does, so no chart ending before it is kept short.
    private static let backfillReach: Int64 = 10_000

    private static func backfill(
        after start: Int64, before end: Int64, select: String, in db: Database, into read: inout Read
    ) {
        let reach = end.subtractingReportingOverflow(backfillReach)
        let first = max(
            start.addingReportingOverflow(1).partialValue, reach.overflow ? start : reach.partialValue)
        if first > start.addingReportingOverflow(1).partialValue {
            read.unreadable += 1
            read.gapsAfter.insert(start)
        }
        var failing = false
        var id = first
        while id < end {
            if let row = try? Row.fetchOne(db, sql: select + " WHERE rowid = ?", arguments: [id]) {
                read.rows.append(row)
                failing = false
            } else {
                if !failing { read.unreadable += 1 }
                failing = true
                read.gapsAfter.insert(id - 1)
            }
            id += 1
        }
    }

    static let rowidColumn = "salvaged_rowid"

    private static func inserted(in stage: Database, _ inserts: () throws -> Void) throws {
        try stage.inTransaction {
            try inserts()
            return .commit
        }
    }

    private static func insert(_ rows: [Row], into table: String, in db: Database) throws {
        for row in rows {
            let cells = zip(row.columnNames, row.databaseValues).filter { $0.0 != rowidColumn }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO "\(table)" (\(cells.map { "\"\($0.0)\"" }.joined(separator: ", ")))
                    VALUES (\(Array(repeating: "?", count: cells.count).joined(separator: ", ")))
                    """,
                arguments: StatementArguments(cells.map(\.1)))
        }
    }
}
