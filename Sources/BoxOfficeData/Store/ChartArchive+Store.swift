// The store as sync and export see it (ChartArchive): its stored charts, its call counts, its rows a batch at a time.

import BoxOfficeDomain
import Foundation
import GRDB

extension BoxOfficeStore: ChartArchive {
    public func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        try await chart(request)?.value
    }

    /// At most `limit` rows of `kind` under `filter` whose period starts from `first` to `last`,
    /// ordered by period and place, after `cursor`: one short read a batch (keyset paging on the
    /// primary key), so an export holds one batch at a time and never blocks a sync writing.
    public func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] {
        let after = cursor ?? ChartRowCursor(periodStart: first, position: 0)
        let arguments: StatementArguments = [
            kind.rawValue, filter.description, first.iso, last.iso, after.periodStart.iso, after.position,
            limit,
        ]
        return try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(ChartTables.entryColumns), chart_entry.period_start,
                        chart_entry.row_number, chart.year_week
                    FROM chart_entry
                    JOIN chart USING (chart, period_start, filter)
                    WHERE chart_entry.chart = ? AND chart_entry.filter = ?
                        AND chart_entry.period_start BETWEEN ? AND ?
                        AND (chart_entry.period_start, chart_entry.row_number) > (?, ?)
                    ORDER BY chart_entry.period_start, chart_entry.row_number
                    LIMIT ?
                    """,
                arguments: arguments
            ).compactMap { row in
                guard let start = try? BoxOfficeDate.parse(row.lenient("period_start") ?? "") else {
                    return nil
                }
                return ChartRow(
                    period: ChartPeriod(kind, containing: start), filter: filter,
                    yearWeek: row.lenient("year_week"),
                    position: row.lenient("row_number") ?? 0, entry: ChartTables.entry(from: row))
            }
        }
    }
}
