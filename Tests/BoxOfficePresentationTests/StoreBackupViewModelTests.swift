import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// `backup`'s ViewModel: the spinner's words, then the confirmation or why nothing was written; with no
/// store, why at once.
@MainActor
struct StoreBackupViewModelTests {
    /// A store whose backups answer as told, recording where they were asked to go.
    final class StubBackups: StoreBackupRepository, @unchecked Sendable {
        let answer: Result<StoreSummary, StoreBackupFailure>
        var asked: [(String, Bool)] = []

        init(_ answer: Result<StoreSummary, StoreBackupFailure>) { self.answer = answer }

        func backUp(to path: String, replacing: Bool) async throws(StoreBackupFailure) -> StoreSummary {
            asked.append((path, replacing))
            return try answer.get()
        }
    }

    let words = EnglishWords()
    let copy = StoreSummary(location: "/b/c.sqlite", days: 5, movieDetails: 0, posters: 0, bytes: 900)

    @Test func aBackupSaysWhereTheCopyIs() async {
        let store = StubBackups(.success(copy))
        let viewModel = StoreBackupViewModel(store: store, unavailable: .demo, words: words)
        let recorder = StateRecorder(viewModel)
        await viewModel.backUp(to: "/b/c.sqlite", replacing: true)
        #expect(
            recorder.states == [
                .loading("Backing up the store…"),
                .loaded(StoreBackupViewData(location: "/b/c.sqlite", confirmation: words.backedUp(copy))),
            ])
        #expect(store.asked.map(\.0) == ["/b/c.sqlite"])
        #expect(store.asked.map(\.1) == [true])
    }

    @Test func aRefusalIsAFailureInItsWords() async {
        let store = StubBackups(.failure(.exists("/b/c.sqlite")))
        let viewModel = StoreBackupViewModel(store: store, unavailable: .demo, words: words)
        let recorder = StateRecorder(viewModel)
        await viewModel.backUp(to: "/b/c.sqlite", replacing: false)
        #expect(
            recorder.failures == [ShownFailure(words.text(for: StoreBackupFailure.exists("/b/c.sqlite")))])
    }

    @Test func withoutAStoreItSaysWhyAtOnce() async {
        let viewModel = StoreBackupViewModel(store: nil, unavailable: .demo, words: words)
        let recorder = StateRecorder(viewModel)
        await viewModel.backUp(to: "/b/c.sqlite", replacing: false)
        #expect(recorder.states == [.failed(ShownFailure(words.text(for: StoreBackupFailure.demo)))])
    }
}
