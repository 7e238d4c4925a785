// Long output through a pager: whether to page and with what, and the process that shows it.

import CEditLine

public protocol Pager: AnyObject {
    /// `command` is a shell command such as `less -FRX`; `false` when the pager could not be started,
    /// so the caller prints the text.
    func page(_ text: String, command: String) -> Bool
}

/// Decides whether output goes through a pager, and which: only when both standard input
/// and standard output are terminals (never when piped), only when the text is taller than
/// the screen, with `$PAGER` or `less -FRX`.
public enum PagerPolicy {
    public static let defaultCommand = "less -FRX"

    /// The shell command to page through, or `nil` to print directly.
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
    public var isInputTTY: Bool
    public var isOutputTTY: Bool
    public var rows: () -> Int
    public var pagerVariable: String?
    public var pager: any Pager

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
