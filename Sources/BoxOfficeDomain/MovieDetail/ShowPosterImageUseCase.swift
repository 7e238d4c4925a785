import Foundation

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
