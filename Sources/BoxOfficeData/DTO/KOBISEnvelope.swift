/// A KOBIS body read once: either the fault KOBIS sends, with HTTP 200, instead of data, or
/// the payload that was asked for.
///
/// KOBIS's status code says nothing, so the body decides: a body with a readable `faultInfo`
/// is a fault, whatever else it holds; any other body must be the payload.
enum KOBISEnvelope<Payload: Decodable>: Decodable {
    /// `{"faultInfo":{…}}`: KOBIS refused the call.
    case fault(KOBISFaultDTO)
    /// The answer asked for, e.g. ``DailyBoxOfficeResponseDTO``.
    case payload(Payload)

    /// Reads the fault if there is one, else the payload, from the same parsed body.
    /// - Throws: the payload's `DecodingError`, with the same coding path as if the payload
    ///   had been decoded alone.
    init(from decoder: any Decoder) throws {
        if let fault = try? KOBISFaultDTO(from: decoder) {
            self = .fault(fault)
        } else {
            self = .payload(try Payload(from: decoder))
        }
    }
}
