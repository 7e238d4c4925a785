// What `trend`, `top` and `compare` say in English.

import BoxOfficeDomain

extension EnglishWords {
    /// `Reading the store…`.
    public var loadingHistory: String { "Reading the store…" }

    /// Why the store cannot answer, with how to fill it.
    public func text(forHistory failure: FilmHistoryFailure) -> String {
        switch failure {
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

    /// `trend 3` with no list shown.
    public var noListForRow: String {
        "No list is shown: show a day with `date` first, or name the movie by its code or title."
    }

    /// `audience trend`.
    public var trendLabel: String { "audience trend" }
    /// `top films`.
    public var topLabel: String { "top films" }
    /// `compared`.
    public var comparisonLabel: String { "compared" }
    /// `Best day`.
    public var bestDayLabel: String { "Best day" }
    /// `Days in top ten`.
    public var daysInTopTenLabel: String { "Days in top ten" }
    /// `First day`.
    public var firstDayLabel: String { "First day" }
    /// `Last day`.
    public var lastDayLabel: String { "Last day" }
    /// `Days`.
    public var daysLabel: String { "Days" }
    /// `Best rank`.
    public var bestRankLabel: String { "Best rank" }
    /// `not in top ten`.
    public var notInTopTen: String { "not in top ten" }
    /// `not stored`.
    public var notStored: String { "not stored" }

    /// `day 3`.
    public func runDay(_ number: Int) -> String { "day \(number)" }

    /// `25 days of 2022-01-01~2022-01-31 stored`.
    public func storedDays(_ count: Int, of range: String) -> String {
        "\(NumberFormatting.grouped(count)) \(count == 1 ? "day" : "days") of \(range) stored"
    }

    /// `No daily chart of this period is stored.`.
    public var noFilmsInRange: String { "No daily chart of this period is stored." }

    /// `Days the store lacks (12): 2022-01-03~2022-01-09, 2022-01-20`.
    public func missingDays(count: Int, runs: String) -> String {
        "Days the store lacks (\(NumberFormatting.grouped(count))): \(runs)"
    }

    /// `To fill them: boxoffice sync 20220103 20220120`.
    public func syncHint(_ command: String) -> String { "To fill them: \(command)" }

    /// `Other movies with that title (pick one by code): …`.
    public func alsoMatched(_ films: String) -> String {
        "Other movies with that title (pick one by code): \(films)"
    }

    /// `2022-01-05, rank 1, audience 64,050.` or `2022-01-06, not in top ten.`
    public func trendDaySentence(_ day: TrendDay) -> String {
        guard let figures = day.figures else { return "\(day.date.iso), \(absence(day))." }
        return
            "\(day.date.iso), rank \(figures.rank), audience \(NumberFormatting.grouped(figures.audience))."
    }

    /// `1. 경관의 피, audience 1,234,567, 12 days in top ten, best rank 1.`
    public func topSentence(_ place: Int, film: TopFilm) -> String {
        "\(place). \(film.title), audience \(NumberFormatting.grouped(film.audience)), "
            + "\(film.days) \(film.days == 1 ? "day" : "days") in top ten, best rank \(film.bestRank)."
    }

    /// `day 3: 경관의 피 12,345, 킹메이커 not stored.`
    public func comparisonSentence(
        day: Int, _ first: (title: String, day: TrendDay?), _ second: (title: String, day: TrendDay?)
    ) -> String {
        func part(_ side: (title: String, day: TrendDay?)) -> String {
            guard let figures = side.day?.figures else { return "\(side.title) \(absence(side.day))" }
            return "\(side.title) \(NumberFormatting.grouped(figures.audience))"
        }
        return "\(runDay(day)): \(part(first)), \(part(second))."
    }
}
