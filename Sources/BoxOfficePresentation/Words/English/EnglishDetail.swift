import BoxOfficeDomain

extension EnglishWords {
    // MARK: - Detail

    public var loadingMovie: String { "Loading the movie…" }
    public var titleLabel: String { "Title" }
    public var englishTitleLabel: String { "English title" }
    public var originalTitleLabel: String { "Original title" }
    public var posterLabel: String { "Poster" }
    public var directorsLabel: String { "Directors" }
    public var productionYearLabel: String { "Made in" }
    public var openDateLabel: String { "Released" }
    public var runningTimeLabel: String { "Running time" }
    public var watchGradeLabel: String { "Rating" }
    public var nationsLabel: String { "Countries" }
    public var genresLabel: String { "Genres" }
    public var castLabel: String { "Cast" }
    public var companiesLabel: String { "Companies" }
    public var rankLabel: String { "Rank" }
    public var audienceLabel: String { "Audience" }
    public var audienceTotalLabel: String { "Total audience" }
    public var salesShareLabel: String { "Sales share" }
    public var screensLabel: String { "Screens" }
    public var showsLabel: String { "Showings" }
    public var detailSourceLabel: String { "Source" }
    public var thatDayLabel: String { "That day" }
    public func minutes(_ value: Int) -> String { "\(value) min" }
    public func role(_ role: String) -> String { "as \(role)" }
    public func moreActors(_ count: Int) -> String { "and \(count) more" }
    public var notInList: String { "- (not in the list shown)" }

    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), movie code \(code.rawValue)."
    }
    public func madeIn(_ year: Int) -> String { "made in \(year)" }
    public func released(_ date: BoxOfficeDate) -> String { "released \(date.iso)" }
    public func runs(minutes: Int) -> String { "runs \(minutes) min" }
    public func rated(_ grade: String) -> String { "rated \(grade)" }

    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { " on \($0.iso)" } ?? ""
        return "Rank \(entry.rank)\(day): \(NumberFormatting.grouped(entry.audience)) today, "
            + "\(NumberFormatting.grouped(entry.audienceTotal)) in total, "
            + "\(NumberFormatting.percent(entry.salesShare)) of sales, "
            + "\(NumberFormatting.grouped(entry.screens)) screens, \(NumberFormatting.grouped(entry.shows)) showings."
    }

    // MARK: - Poster

    public var loadingPoster: String { "Loading the poster…" }

    public func posterMissingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "Kakao image search found no image"
        case .notConfigured: "set KAKAO_REST_API_KEY to look posters up on Kakao image search"
        case .unavailable(.demo): "the demo data has no posters"
        case .unavailable(.failed(let failure)): "poster unavailable: " + text(for: failure)
        }
    }

    public func posterMissingSentence(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .unavailable(.demo): "The demo data has no posters."
        case .unavailable(.failed(let failure)): "The poster is unavailable: " + text(for: failure)
        case .notFound: "Kakao image search found no poster."
        case .notConfigured: "Set KAKAO_REST_API_KEY to look posters up on Kakao image search."
        }
    }

    public func noPosterSentence(reason: String) -> String { "\(posterLabel): none (\(reason))." }

    public var posterSizeUnknown: String { "size unknown" }
}
