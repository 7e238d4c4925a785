import CEditLine

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
