// Export: every stored row of a range read a batch at a time, and the periods of the range the store lacks.

/// One export asked for: the stored rows of one chart over a range, under one filter.
public struct ExportRequest: Hashable, Sendable {
    /// The days, both with figures.
    public var range: ClosedRange<BoxOfficeDate>
    public var kind: ChartKind
    public var filter: ChartFilter

    public init(range: ClosedRange<BoxOfficeDate>, kind: ChartKind = .daily, filter: ChartFilter = .all) {
        self.range = range
        self.kind = kind
        self.filter = filter
    }

    /// The periods of the range whose figures exist: those over, sharing a day with the range.
    public func periods(calendar: BoxOfficeCalendar) -> [ChartPeriod] {
        ChartPeriod.periods(kind, overlapping: range).filter { (try? calendar.validate($0)) != nil }
    }
}

/// Reads the stored rows of a range in batches, so that a range of any length is written as it
/// is read, never held whole; and says which periods of the range the store does not hold.
public struct ExportChartsUseCase: Sendable {
    public static let batchSize = 500

    private let archive: any ChartArchive
    private let calendar: BoxOfficeCalendar

    public init(archive: any ChartArchive, calendar: BoxOfficeCalendar) {
        self.archive = archive
        self.calendar = calendar
    }

    /// The periods of the range the store does not hold (a sync would fetch them), in order.
    public func missing(_ request: ExportRequest) async throws(HistoryFailure) -> [ChartPeriod] {
        let periods = request.periods(calendar: calendar)
        guard let first = periods.first, let last = periods.last else { return [] }
        do {
            let stored = try await archive.storedCharts(
                request.kind, filter: request.filter, from: first.first, to: last.first)
            return periods.filter { stored[$0] == nil }
        } catch {
            throw .storeUnreadable
        }
    }

    /// Hands every stored row to `write`, in order of period and rank, a batch at a time, on the
    /// caller's actor; returns how many were written.
    public func export(
        _ request: ExportRequest, isolation: isolated (any Actor)? = #isolation,
        write: ([ChartRow]) async throws -> Void
    ) async throws -> Int {
        let periods = request.periods(calendar: calendar)
        guard let first = periods.first, let last = periods.last else { return 0 }
        var cursor: ChartRowCursor?
        var count = 0
        while true {
            let rows: [ChartRow]
            do {
                rows = try await archive.chartRows(
                    request.kind, filter: request.filter, from: first.first, to: last.first, after: cursor,
                    limit: Self.batchSize)
            } catch {
                throw HistoryFailure.storeUnreadable
            }
            guard let end = rows.last else { return count }
            try await write(rows)
            count += rows.count
            cursor = end.cursor
            if rows.count < Self.batchSize { return count }
        }
    }
}
