// Where lines come from: the readers, and the thread a line is read on so the main actor stays free.

import BoxOfficeDomain
import Dispatch
import Foundation

public enum LineInput: Equatable, Sendable {
    /// The longest line read, in bytes without its line ending: no command needs more than a few
    /// hundred, and a longer one is refused unkept, so memory stays flat whatever comes in.
    public static let longestLine = 64 * 1_024

    case line(String)
    /// A line past ``longestLine``: dropped as it was read, and the REPL goes on.
    case tooLong
    /// Ctrl-C while typing: the line is dropped and the REPL goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input: the REPL ends.
    case endOfInput
    /// The input could not be read (a folder given as standard input, an I/O error): the REPL ends, failed.
    case unreadable(FileProblem)
}

/// Reads the user's commands one line at a time: libedit on a terminal, a plain
/// reader for piped input, a scripted list in tests.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineInput
}

/// A ``LineReader`` over a fixed list of commands: the `-c` script mode
/// (`boxoffice -c "date 20220105" -c "detail 1"`). No prompt is shown.
public final class CommandListLineReader: LineReader {
    private var commands: [String]

    public init(_ commands: [String]) {
        self.commands = commands
    }

    public func readLine(prompt: String) -> LineInput {
        commands.isEmpty ? .endOfInput : .line(commands.removeFirst())
    }
}

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

    init(_ reader: any LineReader) {
        self.reader = reader
    }

    /// The line, and how many Ctrl-C presses `interrupts` had counted the moment it was read.
    func readLine(prompt: String, marking interrupts: (any InterruptSignal)?) async -> (
        input: LineInput, pressesBefore: Int?
    ) {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                let input = reader.readLine(prompt: prompt)
                // Marked here, as the reader returns: a press after it, before the work starts, is kept.
                continuation.resume(returning: (input, interrupts?.pressesSoFar()))
            }
            thread.name = "boxoffice line reader"
            thread.start()
        }
    }
}

/// Runs main-actor code, and waits for it, from a thread that may not be the main actor's:
/// the thread reading a line (``LineReaderThread``), where libedit calls Tab completion back.
///
/// The main actor's executor is the main dispatch queue, which libdispatch may drain on any of
/// its threads (an async program parks its main thread), so "on the main actor" is asked of
/// the queue, not of the thread. While a line is read the main actor is idle or finishing a
/// short job (the session only awaits the line), so the wait is brief.
enum MainActorHop {
    /// A mark on the main queue, set once (the first time it is read), that tells code running
    /// there from code elsewhere.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let mark = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mark, value: true)
        return mark
    }()

    /// `body` on the main actor: at once when already there, else through the main queue.
    static func sync<Value: Sendable>(_ body: @MainActor () -> Value) -> Value {
        if DispatchQueue.getSpecific(key: mainQueueMark) == true {
            return MainActor.assumeIsolated(body)
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
