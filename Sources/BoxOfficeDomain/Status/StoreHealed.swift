/// What the store did while in use about a file it found damaged, or a log another program cut
/// short under it: told as it happens, and said by the command that was running.
public enum StoreHealed: Hashable, Sendable {
    // Found damaged on a fresh connection: moved aside to `copy` and rebuilt empty, with everything it
    // held (`chartsSaved` of this run's charts among them); its call counts carried over when readable.
    case movedAside(String, copy: String, callCounts: StoreProblem.CallCounts, chartsSaved: Int)
    // Another program cut, emptied or replaced the `-wal`: the store was read again from the disk and
    // works, but what only the missing part of the log held is gone.
    case logCutShort(String)
}
