import BoxOfficeDomain

/// `backup FILE`: a consistent copy of the local store.
///
/// Intent: ``backUp(to:replacing:)``; it publishes ``state``: the confirmation line when loaded
/// (where the copy is and what it holds), or why nothing was written.
@MainActor
public final class StoreBackupViewModel: ViewModel<String> {
    private let store: (any StoreBackupRepository)?
    private let unavailable: StoreBackupFailure
    private let words: any Words

    public init(store: (any StoreBackupRepository)?, unavailable: StoreBackupFailure, words: any Words) {
        self.store = store
        self.unavailable = unavailable
        self.words = words
    }

    /// Copies the store to `path` (absolute); a file there is replaced only when `replacing`.
    public func backUp(to path: String, replacing: Bool) async {
        guard let store else {
            state = .failed(ShownFailure(words.text(for: unavailable)))
            return
        }
        state = .loading(words.backingUp)
        do {
            state = .loaded(words.backedUp(try await store.backUp(to: path, replacing: replacing)))
        } catch {
            state = .failed(ShownFailure(words.text(for: error)))
        }
    }
}
