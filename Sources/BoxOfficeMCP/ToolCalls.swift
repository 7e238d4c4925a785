// A tool call from start to answer: its arguments parsed by the command's declaration, run in the session, answered.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation
import MCP

/// The commands an assistant may call, each under its one-shot name, and how a call is answered:
/// the json document as structured content, the sentences as text, a failure as a tool error in
/// the prompt's words. Calls run one at a time, as lines at the prompt do.
@MainActor
final class ToolCalls {
    /// What an assistant is offered: the charts, the catalogue, the store's history and its sync.
    static let offered: [ToolDeclaration] =
        // `date` at the prompt, `daily` at the shell (its alias): an assistant asks for the daily chart.
        [ToolDeclaration(DateCommand.self, name: "daily")]
        + ([
            WeeklyCommand.self, WeekendCommand.self, WeekdaysCommand.self, MovieDetailCommand.self,
            SearchCommand.self, PeopleCommand.self, PersonCommand.self, CompanyCommand.self,
            TrendCommand.self,
            TopCommand.self, CompareCommand.self, OpeningsCommand.self, MonthsCommand.self,
            CalendarCommand.self, SharesCommand.self, AppStatusCommand.self, HistorySyncCommand.self,
        ] as [any SessionCommand.Type]).map { ToolDeclaration($0) }

    private let session: MCPSession
    private var previous: Task<Void, Never>?

    init(session: MCPSession) {
        self.session = session
    }

    var tools: [Tool] { Self.offered.map(\.tool) }

    /// Waits for the call before it, so two answers never mix; a client that cancels the request
    /// cancels the command, as Ctrl-C does at the prompt (what a sync fetched is kept).
    func call(_ name: String, arguments: [String: Value]) async throws -> CallTool.Result {
        let before = previous
        let task = Task { @MainActor in
            await before?.value
            return try await self.answer(name, arguments: arguments)
        }
        previous = Task { _ = try? await task.value }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func answer(_ name: String, arguments: [String: Value]) async throws -> CallTool.Result {
        let words = session.words
        guard let declaration = Self.offered.first(where: { $0.name == name }) else {
            throw MCPError.invalidParams(
                CommandParseError.unknown(name, suggestion: nil).message(in: words))
        }
        let command: any SessionCommand
        do {
            command = try CommandList.parse(
                declaration.commandLine(from: arguments), of: declaration.command, calledAs: name)
            if let option = command.run.startOptions.first ?? command.run.format.map({ _ in "--format" }) {
                throw CommandParseError.startOption(option)
            }
        } catch let error as CommandParseError {
            return CallTool.Result(
                content: [.text(text: error.message(in: words), annotations: nil, _meta: nil)], isError: true)
        }
        return Self.result(await session.answer(command))
    }

    static func result(_ answer: ToolAnswer) -> CallTool.Result {
        let text = (answer.lines + answer.notes + [answer.failure].compactMap { $0 }).joined(separator: "\n")
        return CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)],
            structuredContent: answer.document.map(Value.init(document:)),
            isError: answer.isError)
    }
}
