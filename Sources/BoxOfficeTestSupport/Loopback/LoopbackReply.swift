import Foundation

public indirect enum LoopbackReply: Equatable, Sendable {
    case body(Data)
    case status(Int, body: Data)
    /// HTTP 200 with a KOBIS fault body, as KOBIS reports errors.
    case fault(code: String, message: String)
    /// The other reply, after a pause (for timeouts and cancellation).
    case delayed(Duration, LoopbackReply)
    /// No answer at all, until the client gives up or the server stops.
    case never

    public static func text(_ body: String) -> LoopbackReply {
        .body(Data(body.utf8))
    }

    /// HTTP 200 with the empty daily box office KOBIS sends for a day still being counted.
    public static func emptyDay(targetDt: String) -> LoopbackReply {
        .text(
            #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"\#(targetDt)~\#(targetDt)","#
                + #""dailyBoxOfficeList":[]}}"#
        )
    }

    public static func faultBody(code: String, message: String) -> Data {
        let fault = ["faultInfo": ["message": message, "errorCode": code]]
        return (try? JSONSerialization.data(withJSONObject: fault, options: .sortedKeys)) ?? Data()
    }
}
