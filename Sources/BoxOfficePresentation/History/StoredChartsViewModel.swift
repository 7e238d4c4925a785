// The charts the local store holds, listed and read for a front that offers them as documents (the protocol server's resources).

import BoxOfficeDomain

/// What the screen of ``StoredChartsViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol StoredChartsIntents: AnyObject {
    func list() async

    /// The unfiltered chart of `kind` (`daily`, `weekly`, …) whose first day is `first`
    /// (`2022-01-05`), as stored; ``StoredChartsViewData/chart(_:)`` holds `nil` when the store has
    /// none, or when the two do not name a chart as ``list()`` gives them.
    func read(kind: String, first: String) async
}

/// The unfiltered charts the store holds, every kind, oldest first, and one of them as the chart
/// command shows it; none with the demo data or without a store (there is nothing stored to list,
/// which is not a failure). Reading never asks KOBIS and never changes the chart the session shows.
///
/// Its intents are ``StoredChartsIntents``; it publishes ``state``.
@MainActor
public final class StoredChartsViewModel: ViewModel<StoredChartsViewData>, StoredChartsIntents {
    private let archive: (any ChartArchive)?
    private let calendar: BoxOfficeCalendar
    private let words: any Words

    public init(archive: (any ChartArchive)?, calendar: BoxOfficeCalendar, words: any Words) {
        self.archive = archive
        self.calendar = calendar
        self.words = words
    }

    public func list() async {
        guard let archive else {
            state = .loaded(.list([]))
            return
        }
        var charts: [StoredChartViewData] = []
        do {
            for kind in ChartKind.allCases {
                let stored = try await archive.storedCharts(
                    kind, filter: .all, from: BoxOfficeDate.earliest, to: calendar.today())
                charts += stored.filter { !$0.value.isEmpty }.keys.map { period in
                    StoredChartViewData(
                        kind: kind.rawValue, first: period.first.iso, last: period.last.iso,
                        title: "\(period) \(words.chartName(kind))")
                }
            }
        } catch {
            state = .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable)))
            return
        }
        state = .loaded(.list(charts.sorted { ($0.first, $0.kind) < ($1.first, $1.kind) }))
    }

    public func read(kind: String, first: String) async {
        guard let archive, let request = Self.request(kind: kind, first: first) else {
            state = .loaded(.chart(nil))
            return
        }
        do {
            let chart = try await archive.storedChart(request)
            state = .loaded(.chart(chart.map { BoxOfficeListViewData(boxOffice: $0, words: words) }))
        } catch {
            state = .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable)))
        }
    }

    // Only what `list()` gives names a chart: a kind, and the first day of its period written as ISO.
    private static func request(kind: String, first: String) -> ChartRequest? {
        guard let kind = ChartKind(rawValue: kind), let day = try? BoxOfficeDate.parse(first),
            day.iso == first
        else { return nil }
        let request = ChartRequest(kind, containing: day)
        return request.period.first == day ? request : nil
    }
}

/// What the store holds: the charts listed, or the one read (`nil` when it holds no such chart).
public enum StoredChartsViewData: Equatable, Sendable {
    case list([StoredChartViewData])
    case chart(BoxOfficeListViewData?)
}

/// One stored chart: its kind (`daily`, `weekly`, …) and days, and a title in the session's language.
public struct StoredChartViewData: Hashable, Sendable {
    public let kind: String
    public let first: String
    public let last: String
    public let title: String
}
