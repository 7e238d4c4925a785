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
