/// The body KOBIS sends, with HTTP 200, instead of data when it refuses a call:
/// `{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}`.
struct KOBISFaultDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let faultInfo: FaultInfoDTO

    /// What went wrong.
    struct FaultInfoDTO: Decodable, Equatable, Sendable {
        /// KOBIS's explanation, in Korean.
        let message: String
        /// The fault's number, e.g. `320010`; text on the wire.
        let errorCode: String

        private enum CodingKeys: String, CodingKey {
            case message, errorCode
        }

        /// Reads the fault, accepting a code sent as a number and a missing message, so a
        /// slightly different fault is still reported as a fault.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
            if let number = try? container.decode(Int.self, forKey: .errorCode) {
                errorCode = String(number)
            } else {
                errorCode = try container.decode(String.self, forKey: .errorCode)
            }
        }
    }
}
