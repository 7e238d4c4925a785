// Long output through a pager: whether to page and with what, and the process that shows it.

import CEditLine

/// Shows text through a pager program. Live: ``ProcessPager``; tests: a recording double.
public protocol Pager: AnyObject {
    /// Runs `command` (a shell command such as `less -FRX`) with `text` on its standard input and
    /// waits for it.
    /// - Returns: `false` when the pager could not be started, so the caller prints the text.
    func page(_ text: String, command: String) -> Bool
}

/// Decides whether output goes through a pager, and which: only when both standard input
/// and standard output are terminals (never when piped), only when the text is taller than
/// the screen, with `$PAGER` or `less -FRX`.
public enum PagerPolicy {
    /// The pager used when `$PAGER` is unset or empty.
    public static let defaultCommand = "less -FRX"

    /// The shell command to page through, or `nil` to print directly.
    /// - Parameters:
    ///   - lineCount: how many lines the output has.
    ///   - screenRows: the terminal's height (0 when unknown: never page).
    ///   - isInputTTY: whether standard input is a terminal.
    ///   - isOutputTTY: whether standard output is a terminal.
    ///   - pager: the value of `$PAGER`, if set.
    public static func command(
        lineCount: Int, screenRows: Int, isInputTTY: Bool, isOutputTTY: Bool, pager: String?
    ) -> String? {
        guard isInputTTY, isOutputTTY, screenRows > 1 else { return nil }
        guard lineCount > screenRows - 1 else { return nil }  // leave a line for the prompt
        guard let pager, !pager.allSatisfy(\.isWhitespace) else { return defaultCommand }
        return pager
    }
}

/// What the REPL needs to page long output: the facts the ``PagerPolicy`` decides on and the
/// ``Pager`` that shows it. Built in the composition root; absent in tests and scripts.
public struct PagerSetup {
    /// Whether standard input is a terminal.
    public var isInputTTY: Bool
    /// Whether standard output is a terminal.
    public var isOutputTTY: Bool
    /// The terminal height now, in rows (0 when unknown).
    public var rows: () -> Int
    /// `$PAGER`, if set.
    public var pagerVariable: String?
    /// Runs the pager.
    public var pager: any Pager

    /// Makes the setup from the facts.
    public init(
        isInputTTY: Bool, isOutputTTY: Bool, rows: @escaping () -> Int, pagerVariable: String?,
        pager: any Pager
    ) {
        self.isInputTTY = isInputTTY
        self.isOutputTTY = isOutputTTY
        self.rows = rows
        self.pagerVariable = pagerVariable
        self.pager = pager
    }

    /// The pager command for output of `lineCount` lines, or `nil` to print directly.
    public func command(lineCount: Int) -> String? {
        PagerPolicy.command(
            lineCount: lineCount, screenRows: rows(), isInputTTY: isInputTTY, isOutputTTY: isOutputTTY,
            pager: pagerVariable)
    }
}

/// The live ``Pager``: runs the command with `/bin/sh -c` in the terminal's foreground (a
/// pager started in a process group of its own, as Foundation's `Process` does, would be
/// stopped as soon as it reads a key), writes the text to it and waits until the user leaves
/// it. SIGPIPE is ignored here, so quitting the pager before the end is harmless.
public final class ProcessPager: Pager {
    private let shell: String

    /// - Parameter shell: the shell that runs the command; `/bin/sh` by default.
    public init(shell: String = "/bin/sh") {
        self.shell = shell
        boxoffice_ignore_sigpipe()
    }

    /// Runs `command` with `text` on its standard input and waits for it to end; `false` when it
    /// could not be started or the shell did not find it (status 127).
    public func page(_ text: String, command: String) -> Bool {
        var input: Int32 = -1
        let pid = boxoffice_spawn_with_input(shell, command, &input)
        guard pid > 0, input >= 0 else { return false }
        FileDescriptorOutputStream(descriptor: input).write(text)
        _ = boxoffice_close(input)
        return boxoffice_wait_for_exit(pid) != 127
    }
}
