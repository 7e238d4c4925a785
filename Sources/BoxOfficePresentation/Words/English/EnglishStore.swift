import BoxOfficeDomain

/// Keeping the store safe, in English: what healing did while a command ran, and a log not
/// folded in at exit.
extension EnglishWords {
    /// `the store … was found damaged while in use and moved aside to …; …`, or the log cut short.
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

    /// `the store's log could not be folded into …: copy ….sqlite-wal along with it`.
    public func storeNotFolded(path: String) -> String {
        "the store's log could not be folded into \(path): copy \(path)-wal along with it"
    }
}
