import BoxOfficeDomain

/// What the screen of ``StoreBackupViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol StoreBackupIntents: AnyObject {
    /// Copies the store to `path` (absolute); a file there is replaced only when `replacing`.
    func backUp(to path: String, replacing: Bool) async
}

/// `backup FILE`: a consistent copy of the local store.
///
/// Its intents are ``StoreBackupIntents``; it publishes ``state``.
@MainActor
public final class StoreBackupViewModel: ViewModel<StoreBackupViewData>, StoreBackupIntents {
    private let store: (any StoreBackupRepository)?
    private let unavailable: StoreBackupFailure
    private let words: any Words

    public init(store: (any StoreBackupRepository)?, unavailable: StoreBackupFailure, words: any Words) {
        self.store = store
        self.unavailable = unavailable
        self.words = words
    }

    public func backUp(to path: String, replacing: Bool) async {
        guard let store else {
            state = .failed(ShownFailure(words.text(for: unavailable)))
            return
        }
        state = .loading(words.backingUp)
        do {
            let copy = try await store.backUp(to: path, replacing: replacing)
            state = .loaded(StoreBackupViewData(location: copy.location, confirmation: words.backedUp(copy)))
        } catch {
            state = .failed(ShownFailure(words.text(for: error)))
        }
    }
}

/// The copy written: where it is (as SQLite wrote it), and the sentence that says so and what it holds.
public struct StoreBackupViewData: Equatable, Sendable {
    public let location: String
    public let confirmation: String

    public init(location: String, confirmation: String) {
        self.location = location
        self.confirmation = confirmation
    }
}
