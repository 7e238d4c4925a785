import BoxOfficeDomain
import Foundation

extension KOBISResponseDecoder {
    /// The movie detail in `body`: fault first, then the DTO, then the mapping.
    /// - Parameters:
    ///   - body: the bytes KOBIS answered with (HTTP status already checked).
    ///   - code: the movie asked for.
    ///   - source: where the body came from.
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body,
    ///   ``BoxOfficeFailure/movieNotFound(_:)`` for an answer without a movie, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
    static func movieDetail(from body: Data, code: MovieCode, source: DataSource) throws(BoxOfficeFailure)
        -> MovieDetail
    {
        try response(MovieInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }
}
