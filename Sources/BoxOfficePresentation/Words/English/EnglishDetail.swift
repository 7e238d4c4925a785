import BoxOfficeDomain

/// A movie's detail in English: the labels of the vertical view, the screen reader's sentences,
/// and the poster's line.
extension EnglishWords {
    // MARK: - Detail

    /// `Loading the movie…`.
    public var loadingMovie: String { "Loading the movie…" }
    /// `Title`.
    public var titleLabel: String { "Title" }
    /// `English title`.
    public var englishTitleLabel: String { "English title" }
    /// `Original title`.
    public var originalTitleLabel: String { "Original title" }
    /// `Poster`.
    public var posterLabel: String { "Poster" }
    /// `Directors`.
    public var directorsLabel: String { "Directors" }
    /// `Made in`.
    public var productionYearLabel: String { "Made in" }
    /// `Released`.
    public var openDateLabel: String { "Released" }
    /// `Running time`.
    public var runningTimeLabel: String { "Running time" }
    /// `Rating`.
    public var watchGradeLabel: String { "Rating" }
    /// `Countries`.
    public var nationsLabel: String { "Countries" }
    /// `Genres`.
    public var genresLabel: String { "Genres" }
    /// `Cast`.
    public var castLabel: String { "Cast" }
    /// `Companies`.
    public var companiesLabel: String { "Companies" }
    /// `Rank`.
    public var rankLabel: String { "Rank" }
    /// `Audience`.
    public var audienceLabel: String { "Audience" }
    /// `Total audience`.
    public var audienceTotalLabel: String { "Total audience" }
    /// `Sales share`.
    public var salesShareLabel: String { "Sales share" }
    /// `Screens`.
    public var screensLabel: String { "Screens" }
    /// `Showings`.
    public var showsLabel: String { "Showings" }
    /// `Source`.
    public var detailSourceLabel: String { "Source" }
    /// `That day`.
    public var thatDayLabel: String { "That day" }
    /// `119 min`.
    public func minutes(_ value: Int) -> String { "\(value) min" }
    /// `as 형사`.
    public func role(_ role: String) -> String { "as \(role)" }
    /// `and 3 more`.
    public func moreActors(_ count: Int) -> String { "and \(count) more" }
    /// `- (not in the list shown)`.
    public var notInList: String { "- (not in the list shown)" }

    /// `경관의 피, movie code 20199882.`
    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), movie code \(code.rawValue)."
    }
    /// `made in 2021`.
    public func madeIn(_ year: Int) -> String { "made in \(year)" }
    /// `released 2022-01-05`.
    public func released(_ date: BoxOfficeDate) -> String { "released \(date.iso)" }
    /// `runs 119 min`.
    public func runs(minutes: Int) -> String { "runs \(minutes) min" }
    /// `rated 15세이상관람가`.
    public func rated(_ grade: String) -> String { "rated \(grade)" }

    /// `Rank 3 on 2022-01-05: 64,050 today, 69,228 in total, 34.2% of sales, 1,171 screens, 4,416 showings.`
    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { " on \($0.iso)" } ?? ""
        return "Rank \(entry.rank)\(day): \(NumberFormatting.grouped(entry.audience)) today, "
            + "\(NumberFormatting.grouped(entry.audienceTotal)) in total, "
            + "\(NumberFormatting.percent(entry.salesShare)) of sales, "
            + "\(NumberFormatting.grouped(entry.screens)) screens, \(NumberFormatting.grouped(entry.shows)) showings."
    }

    // MARK: - Poster

    /// `Loading the poster…`.
    public var loadingPoster: String { "Loading the poster…" }

    /// `Kakao image search found no image`, …, or `nil` when an image was found.
    public func posterMissingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "Kakao image search found no image"
        case .notConfigured: "set KAKAO_REST_API_KEY to look posters up on Kakao image search"
        case .unavailable(.demo): "the demo data has no posters"
        case .unavailable(.failed(let failure)): "poster unavailable: " + text(for: failure)
        }
    }

    /// `The demo data has no posters.`, …, or `nil` when an image was found.
    public func posterMissingSentence(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .unavailable(.demo): "The demo data has no posters."
        case .unavailable(.failed(let failure)): "The poster is unavailable: " + text(for: failure)
        case .notFound: "Kakao image search found no poster."
        case .notConfigured: "Set KAKAO_REST_API_KEY to look posters up on Kakao image search."
        }
    }

    /// `Poster: none (…).`
    public func noPosterSentence(reason: String) -> String { "\(posterLabel): none (\(reason))." }

    /// `size unknown`.
    public var posterSizeUnknown: String { "size unknown" }
}
