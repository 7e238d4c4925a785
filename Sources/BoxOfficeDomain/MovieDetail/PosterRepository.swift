/// Where poster images are looked up (Kakao image search, or a stored earlier answer).
public protocol PosterRepository: Sendable {
    /// The poster of a movie, looked up by its title.
    /// - Parameters:
    ///   - code: the movie, to remember the answer by.
    ///   - title: the Korean title the search is made with.
    /// - Returns: the outcome; failures are ``PosterLookup/unavailable(_:)``, never thrown.
    func poster(for code: MovieCode, title: String) async -> PosterLookup
}
