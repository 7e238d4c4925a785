// `export`: the ViewModel that writes every stored row of a range as it reads it, and says what the store lacks.

import BoxOfficeDomain

/// What the screen of ``ExportViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol ExportIntents: AnyObject {
    /// `write` throws to stop (output closed); a cancelled task (Ctrl-C) stops between two writes, or in
    /// one, and says it was cancelled.
    func export(
        _ order: ExportOrder, cleaning: @escaping (String) -> String,
        syncCommand: (BoxOfficeDate, BoxOfficeDate, ExportOrder) -> String,
        write: (String) async throws -> Void) async
}

/// `export FROM TO`: writes the rows a batch at a time through `write`, never the whole range in
/// memory.
///
/// Its intents are ``ExportIntents``; it publishes ``state``.
@MainActor
public final class ExportViewModel: ViewModel<ExportViewData>, ExportIntents {
    private let useCase: ExportChartsUseCase?
    private let unavailable: HistoryFailure
    private let calendar: BoxOfficeCalendar
    private let words: any Words

    public init(
        useCase: ExportChartsUseCase?, unavailable: HistoryFailure = .storeUnreadable,
        calendar: BoxOfficeCalendar,
        words: any Words
    ) {
        self.useCase = useCase
        self.unavailable = unavailable
        self.calendar = calendar
        self.words = words
    }

    public func export(
        _ order: ExportOrder, cleaning: @escaping (String) -> String,
        syncCommand: (BoxOfficeDate, BoxOfficeDate, ExportOrder) -> String,
        write: (String) async throws -> Void
    ) async {
        guard let useCase else {
            state = .failed(ShownFailure(words.text(for: unavailable, reading: "export")))
            return
        }
        let request: ExportRequest
        do {
            let first = try calendar.date(from: DayInput.normalized(order.from))
            let last = try calendar.date(from: DayInput.normalized(order.to))
            request = ExportRequest(
                range: try calendar.range(from: first, to: last), kind: order.kind, filter: order.filter)
        } catch {
            state = .failed(
                ShownFailure(words.text(for: HistoryFailure.invalidRange(error)), cause: .invalidDate(error)))
            return
        }
        var writer = ChartRowExport(format: order.format, cleaning: cleaning)
        do {
            try await write(writer.start)
            let rows = try await useCase.export(request) { batch in
                try Task.checkCancellation()
                try await write(writer.lines(batch))
            }
            try await write(writer.end)
            let missing = try await useCase.missing(request)
            let total = request.periods(calendar: calendar).count
            let note = missing.first.flatMap { first in
                missing.last.map { last in
                    words.exportMissing(
                        missing, of: total, kind: order.kind,
                        command: syncCommand(first.first, last.last, order))
                }
            }
            state = .loaded(ExportViewData(rows: rows, missingNote: note))
        } catch _ where Task.isCancelled {
            state = .failed(ShownFailure(BoxOfficeFailure.cancelled, words: words))
        } catch let failure as HistoryFailure {
            state = .failed(ShownFailure(words.text(for: failure)))
        } catch {
            // The output could not be written: said once by whoever owns it.
            state = .idle
        }
    }
}

/// Its note, for standard error, names the periods the store lacks and the sync that fetches them.
public struct ExportViewData: Equatable, Sendable {
    public let rows: Int
    public let missingNote: String?
}

public struct ExportOrder: Equatable, Sendable {
    /// FROM and TO as typed (any form `date` reads).
    public var from: String
    public var to: String
    public var kind: ChartKind
    public var filter: ChartFilter
    public var format: ChartRowExport.Format

    public init(
        from: String, to: String, kind: ChartKind = .daily, filter: ChartFilter = .all,
        format: ChartRowExport.Format = .csv
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.filter = filter
        self.format = format
    }
}
