// What the store's history (`trend`, `top`, `compare`, `openings`, `months`) says in English, its help too.

import BoxOfficeDomain

extension EnglishWords {
    public var loadingHistory: String { "Reading the store…" }

    public func text(forHistory failure: FilmHistoryFailure) -> String {
        switch failure {
        case .emptyStore(let filter) where filter != .all:
            "The store holds no daily chart of \(filterSummary(filter) ?? filter.description) yet: fill a range with "
                + "`boxoffice sync FROM TO\(ChartFilterInput.commandLineOptions(for: filter))` (needs a KOBIS key)."
        case .emptyStore:
            "The store holds no daily chart yet: fill a range with `boxoffice sync FROM TO` (needs a KOBIS key), "
                + "or show days with `date`."
        case .movieNotStored(let code):
            "Movie \(code) is in no stored daily chart: fill the days of its run with `boxoffice sync FROM TO`."
        case .noTitleMatch(let text):
            "No stored title matches '\(UserText.excerpt(text))': use the movie code, or fill the days of its run "
                + "with `boxoffice sync FROM TO`."
        case .invalidRange(let error):
            text(for: error)
        case .storeUnreadable:
            "The local store cannot be read."
        case .cancelled:
            cancelled
        }
    }

    public var noListForRow: String {
        "No list is shown: show a day with `date` first, or name the movie by its code or title."
    }

    public var trendLabel: String { "audience trend" }
    public var topLabel: String { "top films" }
    public var comparisonLabel: String { "compared" }
    public var bestDayLabel: String { "Best day" }
    public var daysInTopTenLabel: String { "Days in top ten" }
    public var firstDayLabel: String { "First day" }
    public var lastDayLabel: String { "Last day" }
    public var daysLabel: String { "Days" }
    public var bestRankLabel: String { "Best rank" }
    public var notInTopTen: String { "not in top ten" }
    public var notStored: String { "not stored" }

    public func runDay(_ number: Int) -> String { "day \(number)" }

    public func storedDays(_ count: Int, of range: String) -> String {
        "\(NumberFormatting.grouped(count)) \(count == 1 ? "day" : "days") of \(range) stored"
    }

    public var noFilmsInRange: String { "No daily chart of this period is stored." }

    public func missingDays(count: Int, runs: String) -> String {
        "Days the store lacks (\(NumberFormatting.grouped(count))): \(runs)"
    }

    public func syncHint(_ command: String) -> String { "To fill them: \(command)" }

    public func alsoMatched(_ films: String) -> String {
        "Other movies with that title (pick one by code): \(films)"
    }

    public func trendDaySentence(_ day: TrendDay) -> String {
        guard let figures = day.figures else { return "\(day.date.iso), \(absence(day))." }
        return
            "\(day.date.iso), rank \(figures.rank), audience \(NumberFormatting.grouped(figures.audience))."
    }

    public func topSentence(_ place: Int, film: TopFilm) -> String {
        "\(place). \(film.title), audience \(NumberFormatting.grouped(film.audience)), "
            + "\(film.days) \(film.days == 1 ? "day" : "days") in top ten, best rank \(film.bestRank)."
    }

    public func comparisonSentence(
        day: Int, _ first: (title: String, day: TrendDay?), _ second: (title: String, day: TrendDay?)
    ) -> String {
        func part(_ side: (title: String, day: TrendDay?)) -> String {
            guard let figures = side.day?.figures else { return "\(side.title) \(absence(side.day))" }
            return "\(side.title) \(NumberFormatting.grouped(figures.audience))"
        }
        return "\(runDay(day)): \(part(first)), \(part(second))."
    }

    public func openingsHeading(_ month: String) -> String { "Films opened in \(month)" }

    public var noOpenings: String { "No film that opened this month is in its stored daily charts." }

    public func openingSentence(_ film: OpeningFilm) -> String {
        "Opened \(film.openDate.iso), \(film.title), best rank \(film.bestRank), "
            + "audience to date \(NumberFormatting.grouped(film.audienceTotal))."
    }

    public func monthsHeading(_ year: String) -> String { "\(year) month by month" }

    public var topTenAudienceOnly: String {
        "The store keeps each day's top ten only: this audience is the top tens', not the whole market's"
    }

    public var monthsHeader: [String] {
        ["Month", "Stored", "Films", "Top-ten audience", "Its audience", "Most seen"]
    }

    public var noStoredDay: String { "no day stored" }

    public func monthSentence(_ month: YearMonth) -> String {
        let days = month.days.lowerBound.days(to: month.days.upperBound) + 1
        let stored = "\(month.month): \(month.storedDays) of \(counted(days, "day")) stored"
        guard month.storedDays > 0 else {
            return "\(month.month): \(noStoredDay) (of \(counted(days, "day")))."
        }
        guard let figures = month.figures else { return stored + ", no film in them." }
        return stored + ", \(counted(figures.films, "film")), top-ten audience "
            + "\(NumberFormatting.grouped(figures.audience)), most seen \(figures.topFilm.title) "
            + "(\(NumberFormatting.grouped(figures.topFilm.audience)))."
    }

    public func text(for error: YearInputError) -> String {
        switch error {
        case .malformed(let text):
            "'\(UserText.excerpt(text))' is not a year: use four digits, e.g. 2022."
        case .beforeEarliest(let year):
            "\(year) is before 2003, the year KOBIS's figures start (\(BoxOfficeDate.earliest))."
        case .noFiguresYet(let year, let latest):
            "\(year) has no figures yet: the latest year with figures is \(latest)."
        }
    }

    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind` and `--region` read the charts a `sync` stored under that filter "
        + "(`top 20230101 20231231 --nation korean`); without them, every film's charts, whatever the filter in force."

    static let filmHistoryHelp: [String: CommandHelp] = [
        "trend": CommandHelp(
            summary: "a movie's daily audience over its run (from the local store)",
            details: [
                "`trend 3` is rank 3 of the list shown, `trend 20199882` a movie code, `trend 경관의 피` a stored "
                    + "title as displayed (case and spaces ignored). When several titles match, the most seen is "
                    + "shown and the others are named with their codes.",
                "One line a day from the stored daily charts (date, bar, audience), with the total audience (the "
                    + "latest day's total), the best day, the days in the top ten, the first and last day. A run "
                    + "longer than 60 days, or `--spark`, is one sparkline. csv and json give one record a day.",
                "Days the store lacks around the run (from its release to a week after its last day) are named "
                    + "on standard error with the `boxoffice sync FROM TO` that fills them. It never calls KOBIS.",
                historyFilterHelp,
            ]),
        "top": CommandHelp(
            summary: "the films of a period ranked by audience (from the local store)",
            details: [
                "`top 20220101 20220131` sums each film's audience over the stored daily charts of the period "
                    + "and ranks them, with the days in the top ten and the best rank. A film counts only on days "
                    + "it was in a stored top ten. `--limit N` shows N films (default 10). One day alone (`top 20220101`) runs to yesterday.",
                "Days of the period the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. Days take the same forms as `date`.",
                historyFilterHelp,
            ]),
        "openings": CommandHelp(
            summary: "the films that opened in a month (from the local store)",
            details: [
                "`openings 202201` (or `2022-01`) lists, once each and by opening date, the films whose opening "
                    + "date is in that month, as the month's stored daily charts saw them: opening date, title, "
                    + "best rank in the month and the audience to date on the last day of the month it was seen. "
                    + "A film never in a stored top ten of the month is not there.",
                "Days of the month the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. It calls no KOBIS service.",
            ]),
        "months": CommandHelp(
            summary: "a year month by month (from the local store)",
            details: [
                "`months 2022` shows each month of the year from its stored daily charts: the days stored, the "
                    + "films seen, the audience of those daily top tens, and the film with the most of it. The "
                    + "store keeps each day's top ten only, so this is the top tens' audience, not the whole "
                    + "market's. A month the store holds no day of says so rather than showing zero.",
                "The years run from 2003 (its figures start on 2003-11-11) to this year, which runs to yesterday. "
                    + "Days the store lacks are named on standard error with the `boxoffice sync FROM TO` that "
                    + "fills them. It calls no KOBIS service.",
            ]),
        "compare": CommandHelp(
            summary: "two movies' runs side by side",
            details: [
                "`compare 1 2`, `compare 20199882 20212866`, or titles with spaces as `compare 경관의 피 / 킹메이커`. "
                    + "The runs are aligned by the days since each film's first stored day (day 1, day 2, …).",
                historyFilterHelp,
            ]),
    ]
}
