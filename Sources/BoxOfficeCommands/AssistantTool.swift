// Whether an assistant may call a command as a tool of `boxoffice mcp`, under which name, and what a call changes.

/// What a command's declaration says of it as a tool (``SessionCommand/assistantTool``): ``CommandList/tools``
/// reads it, and `boxoffice mcp` offers exactly those, in `help`'s order.
public enum AssistantTool: Sendable, Equatable {
    /// Not a tool: it works on the screen, the session's settings or files of this machine.
    case notOffered
    /// A tool named as the command, or as `alias` (one of its aliases, which the shell runs too:
    /// `daily`); `changesStore` when a call is made to change the local store (`sync` fills it), not
    /// only to read (what a chart call fetches is kept either way, as at the prompt).
    case offered(as: String? = nil, changesStore: Bool)
}

extension SessionCommand {
    /// The name an assistant calls it by; `nil` when it is not offered.
    public static var toolName: String? {
        guard case .offered(let alias, _) = assistantTool else { return nil }
        return alias ?? name
    }

    /// Whether a call of its tool changes the local store (MCP's `readOnlyHint` is its opposite).
    public static var toolChangesStore: Bool {
        guard case .offered(_, let changesStore) = assistantTool else { return false }
        return changesStore
    }
}

extension CommandList {
    /// The commands an assistant is offered, in `help`'s order, each with its tool's name.
    public static var tools: [(name: String, command: any SessionCommand.Type)] {
        all.compactMap { command in command.toolName.map { (name: $0, command: command) } }
    }
}
