// Salvaging a damaged store: every row SQLite still reads from it is copied into the new store, table
// by table; a read that fails is skipped and counted, and a chart is carried over only whole.

import BoxOfficeDomain
import Foundation
import GRDB

enum StoreSalvaging {
    // The new store's migrations fill these themselves.
    private static let notCopied: Set<String> = ["grdb_migrations", "region", "chart", "chart_entry"]

    // A store from before keys were told apart gives its counts to the unknown key.
    private static let missingColumns = ["key_hash": "'\(KOBISKeyID.unknownBucket)'"]

    static func salvage(from damagedPath: String, into pool: DatabasePool) -> StoreSalvage {
        let damaged: DatabaseQueue
        do {
            damaged = try DatabaseQueue(path: damagedPath)
        } catch {
            return StoreSalvage(chartsKept: 0, chartsLost: 0, unreadableParts: 1)
        }
        defer { try? damaged.close() }
        var unreadable = 0
        let tables: [String]
        do {
            tables = try pool.read { db in
                try String.fetchAll(
                    db,
                    sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            }
            .filter { !notCopied.contains($0) }
        } catch {
            return StoreSalvage(chartsKept: 0, chartsLost: 0, unreadableParts: 1)
        }
        for table in tables {
            let read = readable(table, from: damaged, into: pool)
            unreadable += read.unreadable
            _ = try? pool.write { db in try insert(read.rows, into: table, in: db) }
        }
        let charts = SalvagedCharts(
            charts: readable("chart", from: damaged, into: pool),
            entries: readable("chart_entry", from: damaged, into: pool))
        do {
            try pool.write { db in
                try insert(charts.keptCharts, into: "chart", in: db)
                try insert(charts.keptEntries, into: "chart_entry", in: db)
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
        // The rowid of the last row read before each unreadable part: rows after it may be lost.
        var gapsAfter: Set<Int64> = []
    }

    // The new table's columns, as the damaged one has them. Read in rowid order; where a read fails,
    // it starts again past the last row read, further each time it fails again at once.
    static func readable(_ table: String, from damaged: DatabaseQueue, into pool: DatabasePool) -> Read {
        var read = Read()
        do {
            let wanted = try pool.read { db in try db.columns(in: table).map(\.name) }
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
        var after = Int64.min
        var jump: Int64 = 1
        while true {
            do {
                let cursor = try Row.fetchCursor(
                    db,
                    sql:
                        "SELECT rowid AS \(rowidColumn), \(columns) FROM \"\(table)\" WHERE rowid > ? ORDER BY rowid",
                    arguments: [after])
                while let row = try cursor.next() {
                    after = row[rowidColumn] ?? after
                    jump = 1
                    read.rows.append(row.copy())
                }
                return read
            } catch {
                // One unreadable part however many tries it takes to get past it.
                if jump == 1 {
                    read.unreadable += 1
                    read.gapsAfter.insert(after)
                }
                let (next, overflow) = after.addingReportingOverflow(jump)
                guard !overflow, jump < Int64.max / 2 else { return read }
                after = next
                jump *= 2
            }
        }
    }

    static let rowidColumn = "salvaged_rowid"

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
