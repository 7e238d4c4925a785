// The stores this run opened: each closed at the program's one exit (SQLite then folds the log into
// the file); and whether one lost what it held while the command ran, which fails the run.

import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Synchronization

/// Every store this run opened, so ``BoxOfficeCommand/main()`` closes each however the command
/// ended (its end, `quit`, Ctrl-D, the end of piped input, an error, a sync stopped by Ctrl-C); and
/// whether a store lost what it held during the run: salvaged (at open or in use) with parts lost.
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

    /// Whether a store was salvaged with parts of it lost during this run: charts it held are no
    /// longer in it, so the run failed.
    var lostWhatItHeld: Bool { state.withLock { $0.lostWhatItHeld } }

    /// Opens the store in `directory`; what healing does while it is in use is said through `console`.
    func open(in directory: URL, console: Console) -> StoreOpening {
        let opening = BoxOfficeStore.open(
            in: directory, whenHealed: { [self] healed in tell(healed, console) })
        if case .opened(let store, let warning) = opening {
            state.withLock { state in
                state.opened.append(Opened(store: store, console: console))
                if case .movedAside(_, _, let salvage)? = warning, salvage.lostAny {
                    state.lostWhatItHeld = true
                }
            }
        }
        return opening
    }

    /// Closes each store; one that could not be closed is said (nothing is lost: its log stays
    /// beside the file).
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

    /// A store salvaged is said, and is a failure of the run when anything of it was lost.
    private func tell(_ healed: StoreHealed, _ console: Console) {
        if case .movedAside(_, _, let salvage) = healed, salvage.lostAny {
            state.withLock { $0.lostWhatItHeld = true }
        }
        console.say("boxoffice: \(console.shown(console.words.text(for: healed)))")
    }
}
