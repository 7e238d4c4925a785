import BoxOfficeDomain
import Foundation

/// Turns a KOBIS body into a day's box office: fault first, then the DTO, then the mapping.
enum KOBISResponseDecoder {
    /// The box office in `body`.
    /// - Parameters:
    ///   - body: the bytes KOBIS answered with (HTTP status already checked).
    ///   - date: the day that was asked for.
    ///   - source: where the body came from.
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:)`` with a one-line reason.
    static func dailyBoxOffice(
        from body: Data, date: BoxOfficeDate, source: DataSource
    ) throws(BoxOfficeFailure) -> DailyBoxOffice {
        if let fault = KOBISFaultDetector.failure(in: body) { throw fault }
        do {
            return try decode(body).toDomain(date: date, source: source)
        } catch {
            throw .undecodableResponse(error.description)
        }
    }

    /// The DTO in `body`, with a decoding failure turned into a short, path-naming reason.
    static func decode(_ body: Data) throws(KOBISDecodingError) -> DailyBoxOfficeResponseDTO {
        do {
            return try JSONDecoder().decode(DailyBoxOfficeResponseDTO.self, from: body)
        } catch let error as DecodingError {
            throw KOBISDecodingError(error, body: body)
        } catch {
            throw .notJSON(start: "")
        }
    }
}
