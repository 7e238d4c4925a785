// The commands a front's calls (tool calls, web requests) were parsed into, kept for the same words again.

/// A command line parsed by its declaration once and kept: an assistant or a browser asks for the same
/// chart again and again, and ArgumentParser reflects the whole declaration at every parse (2.5 M
/// instructions, a third of a stored chart's call). A command is a value read from its words alone,
/// so the one kept is the one a new parse would give. The latest `capacity` distinct lines are kept,
/// one more drops the oldest; a line the declaration refuses is not kept, and is parsed again each time,
/// nor is a line longer than `longestKept` bytes: calls are a few dozen, and a client's 1 MiB titles
/// would otherwise hold 32 MiB for the server's life.
public struct ParsedCommands {
    /// The name called (a tool's, a page's) and the words its arguments made: what a parse reads, whole.
    public struct ToolLine: Hashable, Sendable {
        public let tool: String
        public let words: [String]

        public init(tool: String, words: [String]) {
            self.tool = tool
            self.words = words
        }
    }

    public static let standardCapacity = 32
    /// The longest line kept, in UTF-8 bytes of its tool and words.
    public static let longestKept = 1024

    public let capacity: Int
    private var commands: [ToolLine: any SessionCommand] = [:]
    /// The lines kept, oldest first.
    private var order: [ToolLine] = []

    public init(capacity: Int = standardCapacity) {
        self.capacity = max(1, capacity)
    }

    public var count: Int { order.count }

    public func contains(_ line: ToolLine) -> Bool { commands[line] != nil }

    /// The command kept for `line`, or the one `parse` makes of it (kept if it succeeds).
    public mutating func command(
        for line: ToolLine, parse: (ToolLine) throws(CommandParseError) -> any SessionCommand
    ) throws(CommandParseError) -> any SessionCommand {
        if let kept = commands[line] { return kept }
        let parsed = try parse(line)
        guard line.tool.utf8.count + line.words.reduce(0, { $0 + $1.utf8.count }) <= Self.longestKept else {
            return parsed
        }
        if order.count == capacity { commands[order.removeFirst()] = nil }
        commands[line] = parsed
        order.append(line)
        return parsed
    }
}
