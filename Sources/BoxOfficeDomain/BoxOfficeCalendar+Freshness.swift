extension BoxOfficeCalendar {
    /// Whether the figures of `date` no longer change: the day is more than two days before
    /// today in Seoul. KOBIS revises yesterday's figures until the next morning, so only
    /// older days may be served from a stored copy without asking again.
    public func isFinal(_ date: BoxOfficeDate) -> Bool {
        date.days(to: today()) > 2
    }
}
