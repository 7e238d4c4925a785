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
    ///   ``BoxOfficeFailure/undecodableResponse(_:)`` with a one-line reason.
    static func movieDetail(from body: Data, code: MovieCode, source: DataSource) throws(BoxOfficeFailure)
        -> MovieDetail
    {
        if let fault = KOBISFaultDetector.failure(in: body) { throw fault }
        let dto: MovieInfoResponseDTO
        do {
            dto = try JSONDecoder().decode(MovieInfoResponseDTO.self, from: body)
        } catch let error as DecodingError {
            throw .undecodableResponse(KOBISDecodingError(error, body: body).description)
        } catch {
            throw .undecodableResponse(KOBISDecodingError.notJSON(start: "").description)
        }
        return try dto.toDomain(requestedCode: code, source: source)
    }
}
