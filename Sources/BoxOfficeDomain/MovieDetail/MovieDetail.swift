/// Everything KOBIS knows about one movie, as the detail view shows it.
///
/// Text fields are `nil` when KOBIS sends them empty; lists are empty when it sends none.
/// The view shows every missing value as `-`.
public struct MovieDetail: Hashable, Sendable {
    /// KOBIS's code for the movie.
    public var movieCode: MovieCode
    /// The Korean title.
    public var title: String
    /// The English title, when KOBIS has one.
    public var titleEnglish: String?
    /// The original title (for foreign films), when KOBIS has one.
    public var titleOriginal: String?
    /// The directors, in KOBIS's order.
    public var directors: [Person]
    /// The year it was made.
    public var productionYear: Int?
    /// The release date in Korea.
    public var openDate: BoxOfficeDate?
    /// The running time in minutes.
    public var runningTimeMinutes: Int?
    /// The rating (관람등급), e.g. `15세이상관람가`.
    public var watchGrade: String?
    /// The countries it was made in.
    public var nations: [String]
    /// Its genres.
    public var genres: [String]
    /// The cast, with the role each plays when KOBIS knows it.
    public var actors: [CastMember]
    /// The companies involved (production, distribution, …).
    public var companies: [Company]
    /// Where the detail came from.
    public var source: DataSource

    /// Makes a detail; only the code and the title are required.
    public init(
        movieCode: MovieCode, title: String, titleEnglish: String? = nil, titleOriginal: String? = nil,
        directors: [Person] = [], productionYear: Int? = nil, openDate: BoxOfficeDate? = nil,
        runningTimeMinutes: Int? = nil, watchGrade: String? = nil, nations: [String] = [],
        genres: [String] = [], actors: [CastMember] = [], companies: [Company] = [],
        source: DataSource
    ) {
        self.movieCode = movieCode
        self.title = title
        self.titleEnglish = titleEnglish
        self.titleOriginal = titleOriginal
        self.directors = directors
        self.productionYear = productionYear
        self.openDate = openDate
        self.runningTimeMinutes = runningTimeMinutes
        self.watchGrade = watchGrade
        self.nations = nations
        self.genres = genres
        self.actors = actors
        self.companies = companies
        self.source = source
    }
}
