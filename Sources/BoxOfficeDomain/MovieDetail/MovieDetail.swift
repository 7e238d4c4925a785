// A movie's detail: credits, poster lookup, the repositories that answer, the use cases that fetch.

import Foundation

/// Everything KOBIS knows about one movie: text fields are `nil` when KOBIS sends them empty,
/// lists empty when it sends none.
public struct MovieDetail: Hashable, Sendable {
    public var movieCode: MovieCode
    /// The Korean title.
    public var title: String
    public var titleEnglish: String?
    /// The original title (for foreign films), when KOBIS has one.
    public var titleOriginal: String?
    /// The directors, in KOBIS's order.
    public var directors: [Person]
    public var productionYear: Int?
    /// The release date in Korea.
    public var openDate: BoxOfficeDate?
    public var runningTimeMinutes: Int?
    /// The rating (관람등급), e.g. `15세이상관람가`.
    public var watchGrade: String?
    public var nations: [String]
    public var genres: [String]
    /// The cast, with the role each plays when KOBIS knows it.
    public var actors: [CastMember]
    /// The companies involved (production, distribution, …).
    public var companies: [Company]
    public var source: DataSource

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

/// A person credited on a movie (a director), by KOBIS's names.
public struct Person: Hashable, Sendable {
    /// The name in Korean, e.g. `이규만`.
    public var name: String
    /// The name in Latin letters, when KOBIS has it, e.g. `LEE Kyuman`.
    public var nameEnglish: String?

    public init(name: String, nameEnglish: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
    }
}

/// An actor of a movie and the part they play (배역), when KOBIS knows it.
public struct CastMember: Hashable, Sendable {
    public var name: String
    public var nameEnglish: String?
    /// The role, e.g. `박강윤`; `nil` when KOBIS leaves it empty (often, for foreign films).
    public var role: String?

    public init(name: String, nameEnglish: String? = nil, role: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
        self.role = role
    }
}

/// A company credited on a movie, and in what part (제작사, 배급사, 수입사, 제공, …).
public struct Company: Hashable, Sendable {
    /// The company's name, e.g. `리양필름(주)`.
    public var name: String
    /// What it did for the movie, e.g. `배급사`; `nil` when KOBIS does not say.
    public var part: String?

    public init(name: String, part: String? = nil) {
        self.name = name
        self.part = part
    }
}

/// Where movie details come from: KOBIS's movie info, the local store, or the demo data.
public protocol MovieDetailRepository: Sendable {
    // `refresh` asks the source again even when a stored copy exists; a code KOBIS does not know
    // throws `movieNotFound`.
    func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
}

/// A poster image found for a movie: where it is and how big.
public struct Poster: Hashable, Sendable {
    public var imageURL: String
    public var thumbnailURL: String?
    public var width: Int?
    public var height: Int?

    public init(imageURL: String, thumbnailURL: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.imageURL = imageURL
        self.thumbnailURL = thumbnailURL
        self.width = width
        self.height = height
    }
}

/// What looking a poster up gave: a poster never fails a detail, every outcome is shown.
public enum PosterLookup: Hashable, Sendable {
    case found(Poster)
    case notFound
    // No Kakao key: the detail says how to set one.
    case notConfigured
    case unavailable(PosterUnavailability)

    public var poster: Poster? {
        if case .found(let poster) = self { poster } else { nil }
    }
}

/// Why no poster could be looked up: worded where it is shown, in the display's language.
public enum PosterUnavailability: Hashable, Sendable {
    case demo
    // The failure names the service and holds no key.
    case failed(BoxOfficeFailure)
}

/// Where poster images are looked up (Kakao image search, or a stored earlier answer).
public protocol PosterRepository: Sendable {
    // Failures are `PosterLookup.unavailable`, never thrown.
    func poster(for code: MovieCode, title: String) async -> PosterLookup
}

/// A poster source that never searches: no Kakao key, or the offline demo data.
public struct NoPosterRepository: PosterRepository {
    private let outcome: PosterLookup

    public init(outcome: PosterLookup = .notConfigured) {
        self.outcome = outcome
    }

    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        outcome
    }
}

/// A movie's detail together with its poster lookup: what `detail` shows.
public struct MovieDetailResult: Hashable, Sendable {
    public var detail: MovieDetail
    public var poster: PosterLookup
    /// `nil` when the detail was kept (or came from the store).
    public var notKept: StoreWriteFailure?

    public init(detail: MovieDetail, poster: PosterLookup, notKept: StoreWriteFailure? = nil) {
        self.detail = detail
        self.poster = poster
        self.notKept = notKept
    }
}

/// Fetches what `detail` shows: the detail and the poster at once when the title is known (from
/// the list shown), one after the other when it is not.
public struct ShowMovieDetailUseCase: Sendable {
    private let details: any MovieDetailRepository
    private let posters: any PosterRepository

    public init(details: any MovieDetailRepository, posters: any PosterRepository) {
        self.details = details
        self.posters = posters
    }

    /// The detail and poster of `code`; a failed detail throws at once (cancelling the poster
    /// search), a poster never fails it.
    public func execute(code: MovieCode, knownTitle: String? = nil, refresh: Bool = false)
        async throws(BoxOfficeFailure) -> MovieDetailResult
    {
        guard let knownTitle else {
            let (detail, notKept) = try await fetchDetail(code, refresh: refresh)
            return MovieDetailResult(
                detail: detail, poster: await posters.poster(for: code, title: detail.title), notKept: notKept
            )
        }
        // A failed detail throws at once: leaving the scope without awaiting `poster` cancels
        // the search, so the failure does not wait for Kakao.
        async let poster = posters.poster(for: code, title: knownTitle)
        let (detail, notKept) = try await fetchDetail(code, refresh: refresh)
        return MovieDetailResult(detail: detail, poster: await poster, notKept: notKept)
    }

    private func fetchDetail(_ code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure)
        -> (MovieDetail, StoreWriteFailure?)
    {
        do {
            return (try await details.movieDetail(for: code, refresh: refresh), nil)
        } catch .detailNotKept(let detail, let problem) {
            return (detail, problem)
        }
    }
}

/// Image bytes are fetched only when the user asks to see a poster (`poster`).
public protocol PosterImageRepository: Sendable {
    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data
}

/// Fetches a poster's image, only when asked (`poster`), never with a detail.
public struct ShowPosterImageUseCase: Sendable {
    private let images: any PosterImageRepository

    public init(images: any PosterImageRepository) {
        self.images = images
    }

    public func execute(_ poster: Poster) async throws(BoxOfficeFailure) -> Data {
        try await images.imageData(at: poster.imageURL)
    }
}
