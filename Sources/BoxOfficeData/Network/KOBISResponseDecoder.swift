import BoxOfficeDomain
import Foundation

/// Turns a KOBIS body into domain values: the body read once as a fault or the DTO, then the
/// mapping.
enum KOBISResponseDecoder {
    /// The box office in `body`.
    /// - Parameters:
    ///   - body: the bytes KOBIS answered with (HTTP status already checked).
    ///   - date: the day that was asked for.
    ///   - source: where the body came from.
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
    static func dailyBoxOffice(
        from body: Data, date: BoxOfficeDate, source: DataSource
    ) throws(BoxOfficeFailure) -> DailyBoxOffice {
        let dto = try response(DailyBoxOfficeResponseDTO.self, in: body)
        do {
            return try dto.toDomain(date: date, source: source)
        } catch {
            throw .undecodableResponse(error.problem)
        }
    }

    /// The DTO of KOBIS's answer in `body`, or the fault KOBIS sent instead, from one reading
    /// of the body (``KOBISEnvelope``).
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
    static func response<DTO: Decodable>(_ type: DTO.Type, in body: Data) throws(BoxOfficeFailure) -> DTO {
        let envelope: KOBISEnvelope<DTO>
        do {
            envelope = try decode(KOBISEnvelope<DTO>.self, from: body)
        } catch {
            throw .undecodableResponse(error.problem)
        }
        switch envelope {
        case .fault(let fault): throw fault.toDomain()
        case .payload(let dto): return dto
        }
    }

    /// The box-office DTO in `body`, with a decoding failure turned into a short, path-naming reason.
    static func decode(_ body: Data) throws(KOBISDecodingError) -> DailyBoxOfficeResponseDTO {
        try decode(DailyBoxOfficeResponseDTO.self, from: body)
    }

    /// The `DTO` in `body`, with a decoding failure turned into a short, path-naming reason.
    static func decode<DTO: Decodable>(_ type: DTO.Type, from body: Data) throws(KOBISDecodingError) -> DTO {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw KOBISDecodingError(error, body: body)
        } catch {
            throw KOBISDecodingError(.notJSON(startingWith: ""))
        }
    }
}
