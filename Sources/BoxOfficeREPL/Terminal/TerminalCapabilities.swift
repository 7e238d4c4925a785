// The terminal: what it can do, its width kept current (the tracker and the resize signal it listens
// to), and its output streams written unbuffered.

import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal around the process can do: which standard streams are terminals, how
/// wide the screen is, and whether colour is welcome.
///
/// Built from plain facts so tests can state them; ``current(environment:)`` asks the live
/// process and is meant for the composition root.
public struct TerminalCapabilities: Equatable, Sendable {
    /// The width used when neither the terminal nor `$COLUMNS` tells one.
    public static let defaultColumns = 80

    public var isInputTTY: Bool
    public var isOutputTTY: Bool
    /// Whether standard error is a terminal (where a spinner may go).
    public var isErrorTTY: Bool
    public var columns: Int
    /// Whether to colour the output: only on a terminal, when `NO_COLOR` is unset or empty
    /// and `TERM` is not `dumb`.
    public var colorEnabled: Bool

    /// Creates the capabilities from the facts.
    public init(
        isInputTTY: Bool,
        isOutputTTY: Bool,
        isErrorTTY: Bool,
        windowColumns: Int?,
        environment: [String: String]
    ) {
        self.isInputTTY = isInputTTY
        self.isOutputTTY = isOutputTTY
        self.isErrorTTY = isErrorTTY
        if let windowColumns, windowColumns > 0 {
            columns = windowColumns
        } else if let text = environment["COLUMNS"], let fromEnvironment = Int(text), fromEnvironment > 0 {
            columns = fromEnvironment
        } else {
            columns = Self.defaultColumns
        }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        colorEnabled = isOutputTTY && !noColor && environment["TERM"] != "dumb"
    }

    /// The capabilities of this process's standard streams, now.
    public static func current(environment: [String: String]) -> TerminalCapabilities {
        TerminalCapabilities(
            isInputTTY: boxoffice_is_terminal(0) == 1,
            isOutputTTY: boxoffice_is_terminal(1) == 1,
            isErrorTTY: boxoffice_is_terminal(2) == 1,
            windowColumns: measuredColumns(),
            environment: environment
        )
    }

    /// The terminal's height now in rows, or 0 when no standard stream is a terminal.
    public static func currentRows() -> Int {
        [1, 2, 0].lazy.map { Int(boxoffice_terminal_rows($0)) }.first { $0 > 0 } ?? 0
    }

    /// The width the terminal on standard output, error or input reports, if any (`nil` when
    /// none does), asked now: it may have been resized since start-up.
    public static func measuredColumns() -> Int? {
        [1, 2, 0].lazy.map { Int(boxoffice_terminal_columns($0)) }.first { $0 > 0 }
    }
}

/// The terminal width, kept up to date by the resize signal: measured once, then again only
/// after the window was resized. The REPL asks it before each render, so the next list is laid
/// out for the new width; nothing already on the screen is redrawn (that could print over the
/// line being typed).
public final class TerminalWidthTracker: Sendable {
    private let signal: any ResizeSignal
    private let measure: @Sendable () -> Int?
    private let current: Mutex<Int>

    public init(initial: Int, signal: any ResizeSignal, measure: @escaping @Sendable () -> Int?) {
        self.signal = signal
        self.measure = measure
        current = Mutex(max(1, initial))
    }

    /// The width now: measured again if the window was resized since the last call.
    public func columns() -> Int {
        if signal.consumeResize(), let measured = measure(), measured > 0 {
            current.withLock { $0 = measured }
        }
        return current.withLock { $0 }
    }
}

/// Tells whether the terminal window was resized since the last look. Live: a SIGWINCH
/// handler's flag; tests: a scripted value.
public protocol ResizeSignal: Sendable {
    /// Whether the window was resized since the last call; reading clears it.
    func consumeResize() -> Bool
}

/// The live ``ResizeSignal``: a SIGWINCH handler that raises a flag when the terminal window
/// changes size (installed with `SA_RESTART`, so reads are not interrupted).
public struct SigwinchResizeSignal: ResizeSignal {
    /// Installs the SIGWINCH handler; installing it again is harmless.
    public init() {
        _ = boxoffice_sigwinch_install()
    }

    public func consumeResize() -> Bool {
        boxoffice_sigwinch_consume() != 0
    }
}

/// Standard output or standard error as a `TextOutputStream`, written unbuffered so
/// the prompt, the spinner and the rows come out in the order they were written. A write that
/// fails is kept as ``failure`` and nothing more is written, so the failure can be told.
public final class FileDescriptorOutputStream: TextOutputStream, Sendable {
    private let descriptor: Int32
    private let firstFailure = Mutex<Int32?>(nil)

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Standard output; when it was closed, `/dev/null` takes its place (so no file opened later
    /// gets its number and the output) and the stream starts failed with `EBADF`. Ask early.
    public static func claimingStandardOutput() -> FileDescriptorOutputStream {
        let stream = FileDescriptorOutputStream(descriptor: 1)
        if fcntl(1, F_GETFD) == -1, errno == EBADF {
            let null = open("/dev/null", O_WRONLY)
            if null >= 0, null != 1 {
                dup2(null, 1)
                close(null)
            }
            stream.firstFailure.withLock { $0 = EBADF }
        }
        return stream
    }

    /// The `errno` of the first write that failed (`ENOSPC`, `EPIPE`, `EBADF`…), or `nil`.
    public var failure: Int32? { firstFailure.withLock { $0 } }

    /// Writes all of `string`, retrying after interruptions; nothing once a write has failed.
    public func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty, failure == nil {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                let reason = errno
                if reason != EINTR { firstFailure.withLock { $0 = reason } }
                continue
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
