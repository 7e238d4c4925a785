// What sync, export and the stored charts' readers ask of the local store: the charts of a range it
// holds, one chart whole, and its rows in order, a batch at a time.

import Foundation

/// The local store as sync and export see it. Data's store answers; Domain owns the question.
public protocol ChartArchive: Sendable {
    // One read for a whole range.
    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    )
        async throws -> [ChartPeriod: StoredChart]

    // The copy the store holds, with source `.cache`, however old; `nil` when it holds none.
    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart?

    // In order of period and place, after `cursor` (from the first when `nil`).
    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow]
}

/// What the store knows of a chart without reading its rows: when it was fetched, and whether
/// KOBIS gave it any.
public struct StoredChart: Hashable, Sendable {
    public var fetchedAt: Date
    public var isEmpty: Bool

    public init(fetchedAt: Date, isEmpty: Bool) {
        self.fetchedAt = fetchedAt
        self.isEmpty = isEmpty
    }

    /// Fetched final and not empty (an empty past chart may be KOBIS not having it yet).
    public func isFinal(_ period: ChartPeriod, calendar: BoxOfficeCalendar) -> Bool {
        !isEmpty && calendar.isFinal(period.last, asOf: fetchedAt)
    }
}

/// One stored row of a chart, with the chart it belongs to: a line of `export`.
public struct ChartRow: Hashable, Sendable {
    public var period: ChartPeriod
    public var filter: ChartFilter
    public var yearWeek: String?
    /// The row's place in its chart, from 1.
    public var position: Int
    public var entry: BoxOfficeEntry

    public init(
        period: ChartPeriod, filter: ChartFilter, yearWeek: String?, position: Int, entry: BoxOfficeEntry
    ) {
        self.period = period
        self.filter = filter
        self.yearWeek = yearWeek
        self.position = position
        self.entry = entry
    }

    /// Where the batch after this row starts.
    public var cursor: ChartRowCursor { ChartRowCursor(periodStart: period.first, position: position) }
}

/// Where a batch of stored rows starts: after this row of the chart starting on `periodStart`.
public struct ChartRowCursor: Hashable, Sendable {
    public var periodStart: BoxOfficeDate
    public var position: Int

    public init(periodStart: BoxOfficeDate, position: Int) {
        self.periodStart = periodStart
        self.position = position
    }
}

extension ChartPeriod {
    /// Each day for the daily chart, each week's part for the weekly ones (a weekend is in a range
    /// that holds any of its days).
    public static func periods(_ kind: ChartKind, overlapping range: ClosedRange<BoxOfficeDate>)
        -> [ChartPeriod]
    {
        var period = ChartPeriod(kind, containing: range.lowerBound)
        if period.last < range.lowerBound { period = period.moved(by: 1) }
        var periods: [ChartPeriod] = []
        while period.first <= range.upperBound {
            periods.append(period)
            period = period.moved(by: 1)
        }
        return periods
    }
}

/// Why sync or export could not start: the facts, which Presentation puts in words.
public enum HistoryFailure: Error, Hashable, Sendable {
    case invalidRange(DateInputError)  // FROM or TO is no day with figures, or FROM is after TO
    case needsKOBISKey  // The demo data has four days: a sync needs a KOBIS key
    case noStore(StoreProblem)
    case storeUnreadable
}
