// `boxoffice export FROM TO`: every stored row of a range as csv or json on standard output, streamed.

import ArgumentParser
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

extension ChartKind: ExpressibleByArgument {}
extension ChartRowExport.Format: ExpressibleByArgument {}

/// `boxoffice export FROM TO [--chart daily|weekly|weekend|weekdays] [--format csv|json]`.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every stored row of a range as csv or json (from the local store; no request).",
        discussion: """
            Columns: date, periodEnd, chart, filter, yearWeek, rank, movieCode, title, openDate, \
            rankChange, rankDelta, audience, audienceTotal, audienceChange, audienceChangePercent, sales, \
            salesTotal, salesShare, salesChange, salesChangePercent, screens, shows. The days the store \
            lacks are named on standard error with the sync that fetches them.
            """
    )

    @Argument(help: "The first day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back.")
    var from: String

    @Argument(help: "The last day, in the same forms (default: the first).")
    var to: String?

    @Option(help: "The chart: daily, weekly, weekend or weekdays.")
    var chart = ChartKind.daily

    @Option(help: "csv (RFC 4180, a header line) or json (one array of objects).")
    var format = ChartRowExport.Format.csv

    @OptionGroup var filters: FilterOptions
    @OptionGroup var display: DisplayOptions

    mutating func validate() throws {
        try HistoryRange.validate(from: from, to: to ?? from, display: display)
        try filters.validate(display: display)
    }

    @MainActor
    func run() async throws {
        let console = Console.live(display: display)
        let store = try CacheCommand.openStore(console)
        let calendar = BoxOfficeCalendar(now: { Date() })
        let export = ExportViewModel(
            useCase: ExportChartsUseCase(archive: store, calendar: calendar), calendar: calendar,
            words: console.words)
        let output = console.output
        let order = ExportOrder(
            from: from, to: to ?? from, kind: chart, filter: try filters.filter(), format: format)
        // Ctrl-C stops the export even while the reader of standard output stalls (exit 130).
        let interrupted = await CancellableWork.run(cancelledBy: SigintInterruptSignal()) {
            await export.export(
                order, cleaning: TerminalText.sanitize,
                syncCommand: { first, last, order in
                    "boxoffice sync \(first.iso) \(last.iso)"
                        + (order.kind == .daily ? "" : " --charts \(order.kind.rawValue)")
                        + ChartFilterInput.commandLineOptions(for: order.filter)
                },
                write: { text in
                    try await output.writeCancellably(text)
                    if output.failure != nil { throw CancellationError() }
                })
        }
        if interrupted {
            console.say("boxoffice: \(console.words.cancelled)")
            throw ExitCode.interrupted
        }
        switch export.state {
        case .loaded(let summary):
            if let note = summary.missingNote { console.warn(note) }
        case .failed(let failure):
            throw console.fail(failure.message)
        case .idle, .loading:
            return
        }
    }
}
