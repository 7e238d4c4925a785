/// What the local store holds, for `status` and `cache info`.
public struct StoreSummary: Hashable, Sendable {
    /// The database file.
    public var location: String
    /// Box-office days stored.
    public var days: Int
    /// Movie details stored.
    public var movieDetails: Int
    /// Poster lookups stored.
    public var posters: Int
    /// The size of the database on disk, in bytes (with its WAL file).
    public var bytes: Int

    /// Makes a summary.
    public init(location: String, days: Int, movieDetails: Int, posters: Int, bytes: Int) {
        self.location = location
        self.days = days
        self.movieDetails = movieDetails
        self.posters = posters
        self.bytes = bytes
    }
}
