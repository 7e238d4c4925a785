// The charts the local store holds, listed for a front that offers them as documents (the protocol server's resources).

import BoxOfficeDomain

/// The unfiltered charts the store holds, every kind, oldest first; none with the demo data or
/// without a store (there is nothing stored to list, which is not a failure).
///
/// Intent: ``list()``; it publishes ``state``.
@MainActor
public final class StoredChartsViewModel: ViewModel<[StoredChartViewData]> {
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
            state = .loaded([])
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
        state = .loaded(charts.sorted { ($0.first, $0.kind) < ($1.first, $1.kind) })
    }
}

/// One stored chart: its kind (`daily`, `weekly`, …) and days, and a title in the session's language.
public struct StoredChartViewData: Hashable, Sendable {
    public let kind: String
    public let first: String
    public let last: String
    public let title: String
}
