import Foundation

/// Where a poster's image bytes are fetched, only when the user asks to see it (`poster`).
public protocol PosterImageRepository: Sendable {
    /// The bytes of the image at `url`.
    /// - Throws: ``BoxOfficeFailure`` when it cannot be fetched or is too large.
    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data
}
