// A tool call from start to answer: its arguments parsed by the command's declaration (once a line), run, answered.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

/// The commands an assistant may call, each under its one-shot name, and how a call is answered:
/// the json document as structured content, the sentences as text, a failure as a tool error in
/// the prompt's words. Calls run one at a time, as lines at the prompt do.
@MainActor
final class ToolCalls {
    /// What an assistant is offered: the commands whose declaration offers them (``CommandList/tools``).
    static let offered = CommandList.tools.map { ToolDeclaration($0.command, name: $0.name) }

    private let session: MCPSession
    private var previous: Task<Void, Never>?
    private var parsed = ParsedCommands()

    init(session: MCPSession) {
        self.session = session
    }

    /// The tools' descriptions, read off their declarations when first asked for, not before `initialize`.
    lazy var tools: [JSONValue] = Self.offered.map(\.tool)

    /// Waits for the call before it, so two answers never mix; a client that cancels the request
    /// cancels the command, as Ctrl-C does at the prompt (what a sync fetched is kept).
    func call(_ name: String, arguments: [String: JSONValue]) async throws(RPCFailure) -> JSONValue {
        let before = previous
        let task = Task { @MainActor in
            await before?.value
            return await self.answer(name, arguments: arguments)
        }
        previous = Task { _ = await task.value }
        let answer = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        return try answer.get()
    }

    private func answer(_ name: String, arguments: [String: JSONValue]) async -> Result<JSONValue, RPCFailure>
    {
        let words = session.words
        guard let declaration = Self.offered.first(where: { $0.name == name }) else {
            let unknown = CommandParseError.unknown(name, suggestion: nil).message(in: words)
            return .failure(RPCFailure(code: RPCFailure.invalidParams, message: unknown))
        }
        // A name the schema does not offer (`help` included, which ArgumentParser would obey) is refused unread.
        let undeclared = declaration.undeclared(in: arguments)
        if let option = undeclared.first(where: ToolDeclaration.runOptions.contains) {
            return .success(
                Self.result(
                    ToolAnswer(failure: CommandParseError.startOption("--" + option).message(in: words))))
        }
        if !undeclared.isEmpty {
            let known = declaration.arguments.map(\.property)
            return .success(
                Self.result(
                    ToolAnswer(failure: words.undeclaredArguments(undeclared, tool: name, known: known))))
        }
        let command: any SessionCommand
        do throws(CommandParseError) {
            let line = ParsedCommands.ToolLine(tool: name, words: declaration.commandLine(from: arguments))
            command = try parsed.command(for: line) { line throws(CommandParseError) in
                let command = try CommandList.parse(line.words, of: declaration.command, calledAs: line.tool)
                if let option = command.run.startOptions.first ?? command.run.format.map({ _ in "--format" })
                {
                    throw CommandParseError.startOption(option)
                }
                return command
            }
        } catch {
            return .success(Self.result(ToolAnswer(failure: error.message(in: words))))
        }
        return .success(Self.result(await session.answer(command)))
    }

    /// The answer as the protocol's tool result: its text, its document as structured content, and whether it failed.
    static func result(_ answer: ToolAnswer) -> JSONValue {
        let text = (answer.lines + answer.notes + [answer.failure].compactMap { $0 }).joined(separator: "\n")
        var members: [(String, JSONValue)] = [
            ("content", .array([.object([("text", .string(text)), ("type", .string("text"))])])),
            ("isError", .bool(answer.isError)),
        ]
        if let document = answer.document { members.append(("structuredContent", document)) }
        return .object(members)
    }
}
