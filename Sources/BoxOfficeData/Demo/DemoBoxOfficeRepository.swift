import BoxOfficeDomain

/// The box office without a network or a key: a few real days bundled with the app.
///
/// The figures are compiled into the binary (see `DemoBoxOfficeData`), so nothing is read
/// from disk at run time. Asking for any other day is an explained failure that lists the
/// days there are.
public struct DemoBoxOfficeRepository: BoxOfficeRepository {
    private let days: [BoxOfficeDate: DailyBoxOffice]

    /// The bundled days: 2022-01-05, 2022-12-14, 2023-04-23 and 2023-04-26, from KOBIS.
    public init() {
        self.init(days: DemoBoxOfficeData.days)
    }

    /// Demo data made of the given days (for tests and previews); their source becomes `.demo`.
    /// When a day appears twice, the last one wins.
    public init(days: [DailyBoxOffice]) {
        var byDate: [BoxOfficeDate: DailyBoxOffice] = [:]
        for var day in days {
            day.source = .demo
            byDate[day.date] = day
        }
        self.days = byDate
        self.availableDates = byDate.keys.sorted()
    }

    /// The days there are, oldest first.
    public let availableDates: [BoxOfficeDate]?

    /// The bundled box office of `date`.
    /// - Parameters:
    ///   - date: one of ``availableDates``.
    ///   - refresh: ignored: the data never changes.
    /// - Throws: ``BoxOfficeFailure/notInDemoData(_:available:)`` for another day,
    ///   ``BoxOfficeFailure/cancelled`` when the task is already cancelled.
    public func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
    {
        if Task.isCancelled { throw .cancelled }
        guard let day = days[date] else {
            throw .notInDemoData(date, available: availableDates ?? [])
        }
        return day
    }
}
