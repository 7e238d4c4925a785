// A movie's detail: credits, poster lookup, the repositories that answer, the use cases that fetch.

import Foundation

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

/// A person credited on a movie (a director), by KOBIS's names.
public struct Person: Hashable, Sendable {
    /// The name in Korean, e.g. `이규만`.
    public var name: String
    /// The name in Latin letters, when KOBIS has it, e.g. `LEE Kyuman`.
    public var nameEnglish: String?

    /// Makes a person.
    public init(name: String, nameEnglish: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
    }
}

/// An actor of a movie and the part they play (배역), when KOBIS knows it.
public struct CastMember: Hashable, Sendable {
    /// The actor's name in Korean.
    public var name: String
    /// The actor's name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// The role, e.g. `박강윤`; `nil` when KOBIS leaves it empty (often, for foreign films).
    public var role: String?

    /// Makes a cast member.
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

    /// Makes a company credit.
    public init(name: String, part: String? = nil) {
        self.name = name
        self.part = part
    }
}

/// Where movie details come from: KOBIS's movie info, the local store, or the demo data.
public protocol MovieDetailRepository: Sendable {
    /// The detail of the movie with `code`.
    /// - Parameters:
    ///   - code: KOBIS's movie code.
    ///   - refresh: `true` to ask the source again even if a stored copy exists.
    /// - Throws: ``BoxOfficeFailure``: ``BoxOfficeFailure/movieNotFound(_:)`` for a code KOBIS
    ///   does not know, ``BoxOfficeFailure/movieNotInDemoData(_:available:)`` in demo mode,
    ///   ``BoxOfficeFailure/cancelled`` when the task was cancelled.
    func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
}

/// A poster image found for a movie: where it is and how big.
public struct Poster: Hashable, Sendable {
    /// The image itself.
    public var imageURL: String
    /// A small preview of it, when the search gave one.
    public var thumbnailURL: String?
    /// Its width in pixels, when known.
    public var width: Int?
    /// Its height in pixels, when known.
    public var height: Int?

    /// Makes a poster.
    public init(imageURL: String, thumbnailURL: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.imageURL = imageURL
        self.thumbnailURL = thumbnailURL
        self.width = width
        self.height = height
    }
}

/// What looking a poster up gave. A poster never fails a detail: every outcome is shown
/// as one line of it.
public enum PosterLookup: Hashable, Sendable {
    /// A poster was found.
    case found(Poster)
    /// The search answered, with no image for the movie.
    case notFound
    /// No poster search is set up (no Kakao key); the detail says how to enable it.
    case notConfigured
    /// There is no search to ask (the demo data), or it failed; the view words the reason.
    case unavailable(PosterUnavailability)

    /// The poster, when one was found.
    public var poster: Poster? {
        if case .found(let poster) = self { poster } else { nil }
    }
}

/// Why no poster could be looked up: worded where it is shown, in the display's language.
public enum PosterUnavailability: Hashable, Sendable {
    /// The demo data has no posters.
    case demo
    /// The search failed; the failure names the service and holds no key.
    case failed(BoxOfficeFailure)
}

/// Where poster images are looked up (Kakao image search, or a stored earlier answer).
public protocol PosterRepository: Sendable {
    /// The poster of a movie, looked up by its title.
    /// - Parameters:
    ///   - code: the movie, to remember the answer by.
    ///   - title: the Korean title the search is made with.
    /// - Returns: the outcome; failures are ``PosterLookup/unavailable(_:)``, never thrown.
    func poster(for code: MovieCode, title: String) async -> PosterLookup
}

/// A poster source that never searches: no Kakao key, or the offline demo data.
public struct NoPosterRepository: PosterRepository {
    private let outcome: PosterLookup

    /// - Parameter outcome: what every lookup answers; ``PosterLookup/notConfigured`` by default.
    public init(outcome: PosterLookup = .notConfigured) {
        self.outcome = outcome
    }

    /// Answers ``outcome`` without any request.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        outcome
    }
}

/// A movie's detail together with its poster lookup: what `detail` shows.
public struct MovieDetailResult: Hashable, Sendable {
    /// The movie's detail.
    public var detail: MovieDetail
    /// What the poster search gave.
    public var poster: PosterLookup
    /// Why the store could not keep the detail fetched; `nil` when it was kept (or came from it).
    public var notKept: StoreWriteFailure?

    /// Pairs a detail with its poster lookup.
    public init(detail: MovieDetail, poster: PosterLookup, notKept: StoreWriteFailure? = nil) {
        self.detail = detail
        self.poster = poster
        self.notKept = notKept
    }
}

/// Fetches what `detail` shows: the movie's detail and its poster, at the same time when
/// the title is already known (from the list shown), one after the other when it is not.
public struct ShowMovieDetailUseCase: Sendable {
    private let details: any MovieDetailRepository
    private let posters: any PosterRepository

    /// - Parameters:
    ///   - details: where details come from.
    ///   - posters: where posters are looked up.
    public init(details: any MovieDetailRepository, posters: any PosterRepository) {
        self.details = details
        self.posters = posters
    }

    /// The detail and poster of the movie `code`.
    /// - Parameters:
    ///   - code: the movie.
    ///   - knownTitle: its title when the list shows it, so the poster search need not wait
    ///     for the detail; `nil` to search with the detail's title.
    ///   - refresh: ask the sources again even when a stored copy exists.
    /// - Throws: what the detail repository throws, as soon as it throws (a poster search
    ///   still under way is cancelled); a poster never makes it fail.
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

    /// The detail, and why the store could not keep it (it is shown all the same).
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

/// Where a poster's image bytes are fetched, only when the user asks to see it (`poster`).
public protocol PosterImageRepository: Sendable {
    /// The bytes of the image at `url`.
    /// - Throws: ``BoxOfficeFailure`` when it cannot be fetched or is too large.
    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data
}

/// Fetches the image of a poster found, for a terminal that draws images: only when the user
/// asks to see it (`poster`), never with a detail.
public struct ShowPosterImageUseCase: Sendable {
    private let images: any PosterImageRepository

    /// - Parameter images: where image bytes are fetched.
    public init(images: any PosterImageRepository) {
        self.images = images
    }

    /// The bytes of `poster`'s image.
    /// - Throws: ``BoxOfficeFailure`` when it cannot be fetched or is too large.
    public func execute(_ poster: Poster) async throws(BoxOfficeFailure) -> Data {
        try await images.imageData(at: poster.imageURL)
    }
}
