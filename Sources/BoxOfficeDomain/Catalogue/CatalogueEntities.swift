// The catalogue's facts: movies, people and companies as KOBIS's searches and info name them.

public enum PersonSubject {}

/// KOBIS's code of a person (`peopleCd`), e.g. `10031641`.
public typealias PersonCode = KOBISCode<PersonSubject>

public enum CompanySubject {}

/// KOBIS's code of a company (`companyCd`), e.g. `20100558`.
public typealias CompanyCode = KOBISCode<CompanySubject>

/// One movie a title search found (KOBIS's movie list): enough to tell it from the others.
public struct MovieSummary: Hashable, Sendable {
    /// KOBIS's code for the movie (it may hold letters, e.g. `2023C165`).
    public var movieCode: MovieCode
    public var title: String
    public var titleEnglish: String?
    public var productionYear: Int?
    public var openDate: BoxOfficeDate?
    /// KOBIS's kind of film (`장편`, `온라인전용`, …).
    public var kind: String?
    /// KOBIS's production state (`개봉`, `개봉예정`, `기타`, …).
    public var status: String?
    public var nations: [String]
    public var genres: [String]
    public var directors: [String]

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
    public var code: PersonCode
    public var name: String
    public var nameEnglish: String?
    /// What they mostly do (`감독`, `배우`, …).
    public var role: String?
    /// The titles of their films, as the list names them (no codes).
    public var filmographyTitles: [String]

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
    public var code: CompanyCode
    public var name: String
    public var nameEnglish: String?
    /// Its chief executives (KOBIS may name two).
    public var ceoNames: [String]
    /// What it does (`제작사`, `배급사`, …).
    public var parts: [String]
    /// The titles of its films, as the list names them (no codes).
    public var filmographyTitles: [String]

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
    public var title: String
    /// The part they played (`감독`, `배우`, `제작사`, …), when KOBIS says.
    public var part: String?

    public init(movieCode: MovieCode, title: String, part: String? = nil) {
        self.movieCode = movieCode
        self.title = title
        self.part = part
    }
}

/// A person as KOBIS's people info tells them: who they are and their filmography.
public struct PersonProfile: Hashable, Sendable {
    public var code: PersonCode
    public var name: String
    public var nameEnglish: String?
    /// Their sex as KOBIS writes it (`남자`, `여자`), when it says.
    public var sex: String?
    /// What they mostly do (`감독`, `배우`, …).
    public var role: String?
    public var homepages: [String]
    public var filmography: [FilmographyEntry]
    public var source: DataSource

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
    public var code: CompanyCode
    public var name: String
    public var nameEnglish: String?
    public var ceoNames: [String]
    /// What it does (`제작사`, `배급사`, …).
    public var parts: [String]
    /// Its films, in KOBIS's order, with its part in each.
    public var filmography: [FilmographyEntry]
    public var source: DataSource

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
