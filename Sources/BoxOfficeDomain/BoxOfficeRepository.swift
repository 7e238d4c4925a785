/// Where daily box offices come from. Domain owns the question; Data answers it
/// (KOBIS over HTTP, or the bundled demo data).
public protocol BoxOfficeRepository: Sendable {
    /// The days this repository can answer for, newest last; `nil` when it can answer
    /// for any day KOBIS has (the live API).
    var availableDates: [BoxOfficeDate]? { get }

    /// The box office of `date`.
    /// - Parameters:
    ///   - date: a day already checked against ``BoxOfficeCalendar/availableRange``.
    ///   - refresh: `true` to ask the source again even if a stored copy exists.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/cancelled`` when the task was cancelled.
    func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
}
