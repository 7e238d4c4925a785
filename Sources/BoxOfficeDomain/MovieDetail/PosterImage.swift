// A poster's image: where its bytes come from, and the use case that fetches them when asked.

import Foundation

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
