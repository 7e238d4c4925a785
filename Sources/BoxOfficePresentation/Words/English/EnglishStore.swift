import BoxOfficeDomain

extension EnglishWords {
    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .movedAside(let path, let copy, let salvage):
            "the store \(path) was found damaged while in use and salvaged: \(text(for: salvage)); a new store "
                + "holds what still read, and the damaged file was moved aside to \(copy)"
        }
    }

    public func storeNotFolded(path: String) -> String {
        "the store \(path) could not be closed: copy \(path)-wal along with it"
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
