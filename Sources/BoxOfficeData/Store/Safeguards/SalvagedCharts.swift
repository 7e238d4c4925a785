// Which charts of a damaged store come over: only whole ones, so a chart is never kept with rows missing.

import GRDB

// A chart is whole when its `chart` row read and its entries read numbered 1 to n without a gap, none
// cut off by an unreadable part (a chart's rows are written together, so their rowids follow each
// other); any other chart the two tables name is lost. A chart whose every row
// sat in an unreadable part is not seen at all, which the unreadable parts count.
struct SalvagedCharts {
    let keptCharts: [Row]
    let keptEntries: [Row]
    let kept: Int
    let lost: Int
    let unreadable: Int

    private struct Key: Hashable {
        let chart: String?
        let periodStart: String?
        let filter: String?

        init(_ row: Row) {
            chart = row.lenient("chart")
            periodStart = row.lenient("period_start")
            filter = row.lenient("filter")
        }
    }

    init(charts: StoreSalvaging.Read, entries: StoreSalvaging.Read) {
        let entriesByChart = Dictionary(grouping: entries.rows, by: Key.init)
        var keptCharts: [Row] = []
        var keptEntries: [Row] = []
        var named = Set(entriesByChart.keys)
        var whole = Set<Key>()
        for chart in charts.rows {
            let key = Key(chart)
            named.insert(key)
            guard !whole.contains(key) else { continue }
            let rows = (entriesByChart[key] ?? []).sorted { Self.number($0) < Self.number($1) }
            let numbers = rows.map(Self.number)
            guard numbers == (0..<rows.count).map({ $0 + 1 }) else { continue }
            // No rows read, where rows could not be read, is no empty chart; a chart whose last row
            // read is followed by an unreadable part may have lost rows after it.
            guard !rows.isEmpty || entries.unreadable == 0 else { continue }
            if let last = rows.last?[StoreSalvaging.rowidColumn] as Int64?, entries.gapsAfter.contains(last) {
                continue
            }
            whole.insert(key)
            keptCharts.append(chart)
            keptEntries += rows
        }
        self.keptCharts = keptCharts
        self.keptEntries = keptEntries
        kept = keptCharts.count
        lost = named.count - whole.count
        unreadable = charts.unreadable + entries.unreadable
    }

    private static func number(_ entry: Row) -> Int { entry.lenient("row_number") ?? 0 }
}
