import Foundation

/// Reads a line on a thread of its own while the caller awaits it, so the main actor stays
/// free while the user types: background work that runs there, such as the prefetch of a
/// day's details, goes on at the prompt instead of stopping until Enter.
///
/// A ``LineReader`` blocks its thread until a line is entered. The session hands the reader to
/// a new thread for each line and waits for the answer, so the reader is only ever used by one
/// thread at a time, and the session does nothing else with it meanwhile. Callbacks the reader
/// makes while it waits (Tab completion, a history that cannot be saved) run on that thread;
/// those that need the main actor go there with ``MainActorHop``.
struct LineReaderThread: @unchecked Sendable {
    // @unchecked: the reader is not Sendable, but it is handed from the awaiting session to
    // one reading thread and back, never used by both at once.
    private let reader: any LineReader

    /// - Parameter reader: the reader to use from the reading thread.
    init(_ reader: any LineReader) {
        self.reader = reader
    }

    /// Shows `prompt` and reads one line on a new thread.
    func readLine(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: reader.readLine(prompt: prompt))
            }
            thread.name = "boxoffice line reader"
            thread.start()
        }
    }
}
