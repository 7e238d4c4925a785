import BoxOfficeDomain

extension EnglishWords {
    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .movedAside(let path, let copy, let callCounts, let chartsSaved):
            let held =
                chartsSaved == 0
                ? "everything it held is only in the moved file"
                : "everything it held, the \(counted(chartsSaved, "chart")) this run saved among it, is only in the "
                    + "moved file"
            let counts =
                switch callCounts {
                case .kept: "its KOBIS call counts were kept"
                case .reset: "its KOBIS call counts could not be read and start again from zero"
                }
            return
                "the store \(path) was found damaged while in use and moved aside to \(copy); a new empty store "
                + "took its place, so \(held); \(counts)"
        case .logCutShort(let path):
            return
                "another program cut short or removed the store's log \(path)-wal; the store was opened again "
                + "from what is on disk, and what only the missing part held is gone (the same sync run again "
                + "fetches any chart it held)"
        }
    }

    public func storeNotFolded(path: String) -> String {
        "the store's log could not be folded into \(path): copy \(path)-wal along with it"
    }

    public var backingUp: String { "Backing up the store…" }

    public func backedUp(_ copy: StoreSummary) -> String {
        "Backed up the store to \(copy.location) (\(storeSummary(copy)))."
    }

    public func text(for failure: StoreBackupFailure) -> String {
        switch failure {
        case .demo where kobisKeySet:
            "there is no store to back up: --demo uses the bundled figures, which are not stored"
        case .demo:
            "there is no store to back up: the demo data is not stored (with KOBIS_API_KEY set, what is "
                + "fetched is kept in the store)"
        case .noStore(let problem): "there is no store to back up: \(text(for: problem))"
        case .exists(let path): "\(path) already exists; it was not overwritten (add --force to replace it)"
        case .isTheStore(let path): "\(path) is the store itself; back it up to another file"
        case .notAFile(let path):
            "\(path) is not a regular file (a device, a FIFO or a socket); it was left as it is"
        case .cannotWrite(let path, let reason):
            "the backup cannot be written to \(path): \(text(for: reason))"
        case .storeUnreadable(let path): "the store \(path) could not be read to copy it"
        }
    }

    public func notStored(resource: String) -> String {
        "the local store holds no chart at \(resource) (sync the day first; resources/list gives those it holds)"
    }
}
