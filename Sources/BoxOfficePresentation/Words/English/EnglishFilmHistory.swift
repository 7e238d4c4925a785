// What `trend`, `top` and `compare` say in English.

import BoxOfficeDomain

extension EnglishWords {
    public var loadingHistory: String { "Reading the store…" }

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
}
