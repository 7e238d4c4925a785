// The one thing the app does for a chart: check its period against the calendar, then ask the repository.

/// Shows charts: checks a day or week has figures, then asks the repository; knows the default
/// day, the days worth suggesting and where `prev` and `next` go.
public struct ShowChartUseCase: Sendable {
    private let repository: any BoxOfficeRepository
    private let calendar: BoxOfficeCalendar

    /// `calendar` says which days exist (yesterday in Seoul, from an injected clock).
    public init(repository: any BoxOfficeRepository, calendar: BoxOfficeCalendar) {
        self.repository = repository
        self.calendar = calendar
    }

    /// Yesterday, or the newest day the repository has when it has only some (the demo data).
    public func defaultDate() -> BoxOfficeDate {
        repository.availableDates?.last ?? calendar.yesterday()
    }

    /// The default day's, or for a weekly chart the latest one over in Seoul.
    public func defaultPeriod(_ kind: ChartKind) -> ChartPeriod {
        var period = ChartPeriod(kind, containing: defaultDate())
        while period.last >= calendar.today() { period = period.moved(by: -1) }
        return period
    }

    /// For completion: the repository's own days, or the last `count` up to yesterday, newest first.
    public func suggestedDates(count: Int = 7) -> [BoxOfficeDate] {
        if let dates = repository.availableDates { return dates.reversed() }
        let yesterday = calendar.yesterday()
        return (0..<count).map { yesterday.adding(days: -$0) }.filter { $0 >= BoxOfficeDate.earliest }
    }

    /// On the demo data the nearest day it has that way, so missing days are stepped over; else the
    /// neighbouring calendar day, which is explained when it has no figures.
    public func neighbour(of date: BoxOfficeDate, step: Int) -> BoxOfficeDate {
        let adjacent = date.adding(days: step)
        guard let dates = repository.availableDates else { return adjacent }
        let nearest = step < 0 ? dates.filter { $0 < date }.max() : dates.filter { $0 > date }.min()
        return nearest ?? adjacent
    }

    /// The neighbouring day, or the week before or after.
    public func neighbour(of period: ChartPeriod, step: Int) -> ChartPeriod {
        guard period.kind == .daily else { return period.moved(by: step) }
        return .day(neighbour(of: period.first, step: step))
    }

    /// `20220105`, `1/5`, `yesterday`, `-3`: relative to today in Seoul.
    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        try calendar.date(from: text)
    }

    /// From 2003-11-11 to yesterday in Seoul and, on the demo data, one of its days.
    public func hasFigures(on date: BoxOfficeDate) -> Bool {
        guard calendar.availableRange.contains(date) else { return false }
        return repository.availableDates?.contains(date) ?? true
    }

    /// A period without figures (a day not over, a week still counted) throws `invalidDate` before
    /// the repository is asked.
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
