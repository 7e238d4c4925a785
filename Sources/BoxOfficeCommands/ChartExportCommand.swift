// `export FROM TO`: every stored row of a range on standard output as csv or json, written as it is read.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct ChartExportCommand: SessionCommand {
    public static let configuration = shellHelp("export")
    public static let usage = "export FROM [TO] [OPTIONS]"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered
    public static let takesDays = true

    @OptionGroup public var range: DayRange
    @Option(help: "The chart: daily, weekly, weekend or weekdays.")
    public var chart = ChartKind.daily
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions

    public init() {}

    /// csv or json: `--format`, else the session's json, else csv.
    func rowFormat(session: DisplayFormat) throws(CommandParseError) -> ChartRowExport.Format {
        switch run.format ?? (session == .json ? .json : .csv) {
        case .json: return .json
        case .csv: return .csv
        case let other:
            throw .notAChoice(command: "export --format", word: other.rawValue, choices: ["csv", "json"])
        }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let export = session.viewModels.export
        // The filter in force (`filter`) is the one exported, and the one a `sync` at the prompt fills.
        let filter: ChartFilter
        let format: ChartRowExport.Format
        do {
            filter = try filters.filter(over: session.viewModels.sessionState.filter)
        } catch {
            session.reportUsage(session.words.text(for: error))
            return .continueSession
        }
        do {
            format = try rowFormat(session: session.format)
        } catch {
            session.reportUsage(error.message(in: session.words))
            return .continueSession
        }
        let order = ExportOrder(from: range.from, to: range.to, kind: chart, filter: filter, format: format)
        await session.runCancellable {
            await export.export(
                order, cleaning: session.cleaning,
                syncCommand: { first, last, order in
                    "sync \(first.iso) \(last.iso)"
                        + (order.kind == .daily ? "" : " --charts \(order.kind.rawValue)")
                },
                write: { text in try await session.write(text) })
        }
        return .continueSession
    }
}
