// `export FROM TO`: every stored row of a range on standard output as csv or json, written as it is read.

import BoxOfficeDomain
import BoxOfficePresentation

/// `export FROM [TO] [--chart daily|weekly|weekend|weekdays] [--format csv|json]`: the stored rows
/// of the range on standard output (csv unless `--format json`, or the session's `format json`),
/// read and written a batch at a time; the periods the store lacks are named on standard error
/// with the `sync` that fetches them. It makes no request.
public struct ChartExportCommand: ReplCommand, Equatable {
    /// `export`.
    public static let name = "export"
    /// `export FROM [TO] [OPTIONS]`; the options are in its help.
    public static let usage = "export FROM [TO] [OPTIONS]"
    /// It reads the store only.
    public static let mayReachKOBIS = false

    /// FROM and TO as typed, the chart, and the format asked for (`nil`: from the session's format).
    public let from: String
    /// See ``from``.
    public let to: String
    /// The chart.
    public let kind: ChartKind
    /// `--format`, if typed.
    public let format: ChartRowExport.Format?

    /// Reads FROM, TO and the options.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        let typed = try HistoryArguments(
            arguments, of: Self.self, options: ["--chart", "--format"], flags: [])
        from = typed.from
        to = typed.to
        kind = try typed.choice("--chart") ?? ChartKind.daily
        format = try typed.choice("--format")
    }

    /// Writes the rows on standard output, the missing periods on standard error; Ctrl-C stops it,
    /// even while the reader of standard output stalls.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let export = Self.available(session.viewModels.export, in: session) else {
            return .continueSession
        }
        // The filter in force (`filter`) is the one exported, and the one a `sync` at the prompt fills.
        let order = ExportOrder(
            from: from, to: to, kind: kind, filter: session.viewModels.sessionState.filter,
            format: format ?? (session.display.settings.format == .json ? .json : .csv))
        await session.runCancellable {
            await export.export(
                order, cleaning: TerminalText.sanitize,
                syncCommand: { first, last, order in
                    "sync \(first.iso) \(last.iso)"
                        + (order.kind == .daily ? "" : " --charts \(order.kind.rawValue)")
                },
                write: { text in
                    guard let stream = session.output as? FileDescriptorOutputStream else {
                        return session.output.write(text)
                    }
                    try await stream.writeCancellably(text)
                })
        }
        return .continueSession
    }

    /// Says which periods of the range the store lacks, on standard error.
    @MainActor
    static func show(_ summary: ExportViewData, in session: ReplSession) {
        if let note = summary.missingNote { session.note([TerminalText.sanitize(note)]) }
    }
}
