import Foundation

extension BoxOfficeCalendar {
    /// Whether the figures of `date` no longer change: the day is more than two days before
    /// today in Seoul. KOBIS revises yesterday's figures until the next morning, so only
    /// older days may be served from a stored copy without asking again.
    public func isFinal(_ date: BoxOfficeDate) -> Bool {
        isFinal(date, asOf: instant())
    }

    /// Whether the figures of `date` were already final at `instant`: the day is more than
    /// two days before the day `instant` falls on in Seoul. A stored copy fetched at
    /// `instant` never changes again only when this holds; a copy fetched while the day was
    /// still recent may hold figures KOBIS revised later.
    public func isFinal(_ date: BoxOfficeDate, asOf instant: Date) -> Bool {
        date.days(to: day(at: instant)) > 2
    }
}
