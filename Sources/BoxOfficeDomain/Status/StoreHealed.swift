/// What the store did while in use about a file it found damaged, or a log another program cut
/// short under it: told as it happens, and said by the command that was running.
public enum StoreHealed: Hashable, Sendable {
    /// The file (its path), checked again on a fresh connection, was damaged: it was moved aside to
    /// `copy` and rebuilt empty. Everything it held went with it, `chartsSaved` charts of this run
    /// among them; its KOBIS call counts were carried over when they could be read.
    case movedAside(String, copy: String, callCounts: StoreProblem.CallCounts, chartsSaved: Int)
    /// Another program cut short, emptied or replaced the file's write-ahead log (`-wal`; the
    /// file's path): the store was read again from what is on disk and works, but what only the
    /// missing part of the log held is gone.
    case logCutShort(String)
}
