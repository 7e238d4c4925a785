// The catalogue's facts: movies, people and companies as KOBIS's searches and info name them.

/// What a ``PersonCode`` names.
public enum PersonSubject {}

/// KOBIS's code of a person (`peopleCd`), e.g. `10031641`.
public typealias PersonCode = KOBISCode<PersonSubject>

/// What a ``CompanyCode`` names.
public enum CompanySubject {}

/// KOBIS's code of a company (`companyCd`), e.g. `20100558`.
public typealias CompanyCode = KOBISCode<CompanySubject>

/// One movie a title search found (KOBIS's movie list): enough to tell it from the others.
public struct MovieSummary: Hashable, Sendable {
    /// KOBIS's code for the movie (it may hold letters, e.g. `2023C165`).
    public var movieCode: MovieCode
    /// The Korean title.
    public var title: String
    /// The English title, when KOBIS has one.
    public var titleEnglish: String?
    /// The year it was made.
    public var productionYear: Int?
    /// The release date in Korea, when there is one.
    public var openDate: BoxOfficeDate?
    /// KOBIS's kind of film (`장편`, `온라인전용`, …).
    public var kind: String?
    /// KOBIS's production state (`개봉`, `개봉예정`, `기타`, …).
    public var status: String?
    /// The countries it was made in.
    public var nations: [String]
    /// Its genres.
    public var genres: [String]
    /// Its directors' names.
    public var directors: [String]

    /// Makes a summary; only the code and the title are required.
    public init(
        movieCode: MovieCode, title: String, titleEnglish: String? = nil, productionYear: Int? = nil,
        openDate: BoxOfficeDate? = nil, kind: String? = nil, status: String? = nil, nations: [String] = [],
        genres: [String] = [], directors: [String] = []
    ) {
        self.movieCode = movieCode
        self.title = title
        self.titleEnglish = titleEnglish
        self.productionYear = productionYear
        self.openDate = openDate
        self.kind = kind
        self.status = status
        self.nations = nations
        self.genres = genres
        self.directors = directors
    }
}

/// One person a name search found (KOBIS's people list).
public struct PersonSummary: Hashable, Sendable {
    /// KOBIS's code for the person.
    public var code: PersonCode
    /// The name in Korean.
    public var name: String
    /// The name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// What they mostly do (`감독`, `배우`, …).
    public var role: String?
    /// The titles of their films, as the list names them (no codes).
    public var filmographyTitles: [String]

    /// Makes a summary.
    public init(
        code: PersonCode, name: String, nameEnglish: String? = nil, role: String? = nil,
        filmographyTitles: [String] = []
    ) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.role = role
        self.filmographyTitles = filmographyTitles
    }
}

/// One company a name search found (KOBIS's company list).
public struct CompanySummary: Hashable, Sendable {
    /// KOBIS's code for the company.
    public var code: CompanyCode
    /// Its name in Korean.
    public var name: String
    /// Its name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// Its chief executives (KOBIS may name two).
    public var ceoNames: [String]
    /// What it does (`제작사`, `배급사`, …).
    public var parts: [String]
    /// The titles of its films, as the list names them (no codes).
    public var filmographyTitles: [String]

    /// Makes a summary.
    public init(
        code: CompanyCode, name: String, nameEnglish: String? = nil, ceoNames: [String] = [],
        parts: [String] = [], filmographyTitles: [String] = []
    ) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.ceoNames = ceoNames
        self.parts = parts
        self.filmographyTitles = filmographyTitles
    }
}

/// A movie of a person's or a company's filmography, and their part in it.
public struct FilmographyEntry: Hashable, Sendable {
    /// The movie's code, so `detail` can open it.
    public var movieCode: MovieCode
    /// Its title.
    public var title: String
    /// The part they played (`감독`, `배우`, `제작사`, …), when KOBIS says.
    public var part: String?

    /// Makes an entry.
    public init(movieCode: MovieCode, title: String, part: String? = nil) {
        self.movieCode = movieCode
        self.title = title
        self.part = part
    }
}

/// A person as KOBIS's people info tells them: who they are and their filmography.
public struct PersonProfile: Hashable, Sendable {
    /// KOBIS's code for the person.
    public var code: PersonCode
    /// The name in Korean.
    public var name: String
    /// The name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// Their sex as KOBIS writes it (`남자`, `여자`), when it says.
    public var sex: String?
    /// What they mostly do (`감독`, `배우`, …).
    public var role: String?
    /// Their web pages.
    public var homepages: [String]
    /// Their films, in KOBIS's order.
    public var filmography: [FilmographyEntry]
    /// Where the profile came from.
    public var source: DataSource

    /// Makes a profile; only the code, the name and the source are required.
    public init(
        code: PersonCode, name: String, nameEnglish: String? = nil, sex: String? = nil, role: String? = nil,
        homepages: [String] = [], filmography: [FilmographyEntry] = [], source: DataSource
    ) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.sex = sex
        self.role = role
        self.homepages = homepages
        self.filmography = filmography
        self.source = source
    }
}

/// A company as KOBIS's company info tells it: what it is and its filmography.
public struct CompanyProfile: Hashable, Sendable {
    /// KOBIS's code for the company.
    public var code: CompanyCode
    /// Its name in Korean.
    public var name: String
    /// Its name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// Its chief executives.
    public var ceoNames: [String]
    /// What it does (`제작사`, `배급사`, …).
    public var parts: [String]
    /// Its films, in KOBIS's order, with its part in each.
    public var filmography: [FilmographyEntry]
    /// Where the profile came from.
    public var source: DataSource

    /// Makes a profile; only the code, the name and the source are required.
    public init(
        code: CompanyCode, name: String, nameEnglish: String? = nil, ceoNames: [String] = [],
        parts: [String] = [], filmography: [FilmographyEntry] = [], source: DataSource
    ) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.ceoNames = ceoNames
        self.parts = parts
        self.filmography = filmography
        self.source = source
    }
}
