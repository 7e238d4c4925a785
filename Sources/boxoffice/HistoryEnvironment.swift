// The composition root's side of `sync` and `export`: their use cases and ViewModels over the live store.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

extension AppEnvironment {
    /// `sync`'s use case: the caching repository (each chart counted and saved) over the store;
    /// `nil` with the demo data or without a store.
    var syncUseCase: SyncHistoryUseCase? {
        guard !isDemo, let store = sources.store, let calls = sources.calls else { return nil }
        return SyncHistoryUseCase(charts: repository, archive: store, ledger: calls, calendar: calendar)
    }

    /// Why there is no sync: the demo data, or the store's problem.
    var syncUnavailable: HistoryFailure {
        if isDemo { return .needsKOBISKey }
        return sources.storeWarning.map(HistoryFailure.noStore) ?? .storeUnreadable
    }

    /// `sync`, or the ViewModel that says why this run cannot sync.
    @MainActor
    func makeSync() -> SyncViewModel {
        SyncViewModel(useCase: syncUseCase, unavailable: syncUnavailable, words: words)
    }

    /// `export` over `store`.
    @MainActor
    func makeExport() -> ExportViewModel {
        ExportViewModel(
            useCase: sources.store.map { ExportChartsUseCase(archive: $0, calendar: calendar) },
            unavailable: syncUnavailable, calendar: calendar, words: words)
    }
}
