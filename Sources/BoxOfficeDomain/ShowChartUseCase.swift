// The one thing the app does for a chart: check its period against the calendar, then ask the repository.

/// Shows charts: checks a day or week has figures, then asks the repository; knows the default
/// day, the days worth suggesting and where `prev` and `next` go.
public struct ShowChartUseCase: Sendable {
    private let repository: any BoxOfficeRepository
    private let calendar: BoxOfficeCalendar

    /// - Parameters:
    ///   - repository: where the figures come from.
    ///   - calendar: which days exist (yesterday in Seoul, from an injected clock).
    public init(repository: any BoxOfficeRepository, calendar: BoxOfficeCalendar) {
        self.repository = repository
        self.calendar = calendar
    }

    /// The day shown when none is asked for: yesterday, or the newest day the
    /// repository has when it has only some (the demo data).
    public func defaultDate() -> BoxOfficeDate {
        repository.availableDates?.last ?? calendar.yesterday()
    }

    /// The period of `kind` shown when no day is asked for: the default day's, or for the weekly
    /// charts the latest one that is over in Seoul.
    public func defaultPeriod(_ kind: ChartKind) -> ChartPeriod {
        var period = ChartPeriod(kind, containing: defaultDate())
        while period.last >= calendar.today() { period = period.moved(by: -1) }
        return period
    }

    /// The days the user can be offered (for completion): the repository's own, or the
    /// last `count` days up to yesterday, newest first.
    public func suggestedDates(count: Int = 7) -> [BoxOfficeDate] {
        if let dates = repository.availableDates { return dates.reversed() }
        let yesterday = calendar.yesterday()
        return (0..<count).map { yesterday.adding(days: -$0) }.filter { $0 >= BoxOfficeDate.earliest }
    }

    /// The day `prev` (`step` -1) or `next` (+1) moves to from `date`: when the repository has
    /// only some days (the demo data), the nearest of them that way, so missing days are stepped
    /// over; else, or when there is none that way, the neighbouring calendar day (which is then
    /// explained when it has no figures).
    public func neighbour(of date: BoxOfficeDate, step: Int) -> BoxOfficeDate {
        let adjacent = date.adding(days: step)
        guard let dates = repository.availableDates else { return adjacent }
        let nearest = step < 0 ? dates.filter { $0 < date }.max() : dates.filter { $0 > date }.min()
        return nearest ?? adjacent
    }

    /// The period `prev` (`step` -1) or `next` (+1) moves to: the neighbouring day as
    /// ``neighbour(of:step:)`` finds it, or the week before or after.
    public func neighbour(of period: ChartPeriod, step: Int) -> ChartPeriod {
        guard period.kind == .daily else { return period.moved(by: step) }
        return .day(neighbour(of: period.first, step: step))
    }

    /// Reads a day as the user typed it (`20220105`, `1/5`, `yesterday`, `-3`), relative to
    /// today in Seoul. See ``BoxOfficeCalendar/date(from:)``.
    /// - Throws: ``DateInputError``.
    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        try calendar.date(from: text)
    }

    /// Whether `date` has figures to show: a day from 2003-11-11 to yesterday in Seoul and, when
    /// the repository has only some days (the demo data), one of those.
    public func hasFigures(on date: BoxOfficeDate) -> Bool {
        guard calendar.availableRange.contains(date) else { return false }
        return repository.availableDates?.contains(date) ?? true
    }

    /// The chart `request` asks for.
    /// - Throws: ``BoxOfficeFailure/invalidDate(_:)`` for a period without figures (a day not yet
    ///   over, a week still being counted), else whatever the repository throws.
    public func execute(_ request: ChartRequest, refresh: Bool = false) async throws(BoxOfficeFailure)
        -> BoxOfficeChart
    {
        do {
            try calendar.validate(request.period)
        } catch .future(let date, let latest) {
            // The latest day is the repository's own when it has only some (the demo data).
            throw .invalidDate(.future(date, latest: repository.availableDates?.last ?? latest))
        } catch {
            throw .invalidDate(error)
        }
        return try await repository.chart(request, refresh: refresh)
    }

    /// The daily chart of every film on `date` (see ``execute(_:refresh:)``).
    public func execute(date: BoxOfficeDate, refresh: Bool = false) async throws(BoxOfficeFailure)
        -> BoxOfficeChart
    {
        try await execute(.daily(date), refresh: refresh)
    }
}
