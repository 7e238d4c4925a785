// The stores this run opened: each closed at the program's one exit, so boxoffice.sqlite alone then
// holds everything; and whether one lost what it held while the command ran, which fails the run.

import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Synchronization

/// Every store this run opened, so ``BoxOfficeCommand/main()`` folds each one's log into its file
/// and closes it however the command ended (its end, `quit`, Ctrl-D, the end of piped input, an
/// error, a sync stopped by Ctrl-C); and whether a store lost what it held during the run: moved
/// aside (at open or in use), or its log cut short under it.
final class OpenStores: Sendable {
    /// One per run, as standard output is: the commands open stores, `main` closes them at exit.
    static let shared = OpenStores()

    private struct Opened: Sendable {
        let store: BoxOfficeStore
        let console: Console
    }

    private struct Stores {
        var opened: [Opened] = []
        var lostWhatItHeld = false
    }

    private let state = Mutex(Stores())

    /// Whether a store was moved aside, or lost the part of its log another program cut, during this
    /// run: charts it held are no longer in it, so the run failed.
    var lostWhatItHeld: Bool { state.withLock { $0.lostWhatItHeld } }

    /// Opens the store in `directory`; what healing does while it is in use is said through `console`.
    func open(in directory: URL, console: Console) -> StoreOpening {
        let opening = BoxOfficeStore.open(
            in: directory, whenHealed: { [self] healed in tell(healed, console) })
        if case .opened(let store, let warning) = opening {
            state.withLock { state in
                state.opened.append(Opened(store: store, console: console))
                if case .movedAside? = warning { state.lostWhatItHeld = true }
            }
        }
        return opening
    }

    /// Folds each store's log into its file and closes it; a log that could not be folded in is
    /// said (nothing is lost: it stays beside the file).
    func closeAll() async {
        let opened = state.withLock { state in
            defer { state.opened = [] }
            return state.opened
        }
        for entry in opened {
            do {
                try await entry.store.close()
            } catch {
                entry.console.warn(entry.console.words.storeNotFolded(path: entry.store.file.path))
            }
        }
    }

    /// A store moved aside, or its log cut short, is said as the failure it makes of the run.
    private func tell(_ healed: StoreHealed, _ console: Console) {
        state.withLock { $0.lostWhatItHeld = true }
        console.say("boxoffice: \(console.shown(console.words.text(for: healed)))")
    }
}
