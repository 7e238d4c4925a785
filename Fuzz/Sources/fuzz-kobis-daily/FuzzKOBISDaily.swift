// libFuzzer target: any body as KOBIS's daily box office, decoded, mapped, worded and laid out.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation
import FuzzDriver

@testable import BoxOfficeData

let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
let renderer = BoxOfficeListRenderer(
    width: DisplayWidth(), style: TerminalStyle(colorEnabled: false), words: EnglishWords())

/// Decodes the input as a daily answer; a day is laid out as the list, a failure worded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKOBISDaily(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let body = Data(bytes: bytes, count: count)
    do {
        let boxOffice = try KOBISResponseDecoder.chart(from: body, request: .daily(day), source: .kobis)
        let content = BoxOfficeListViewData(boxOffice: boxOffice, words: EnglishWords())
        for line in renderer.render(content, columns: 80) {
            precondition(!line.unicodeScalars.contains { $0.value == 0x1B }, "an escape reached the list")
        }
    } catch {
        _ = EnglishWords().text(for: error)
        _ = KoreanWords().text(for: error)
    }
    return 0
}

/// Runs libFuzzer over ``fuzzKOBISDaily(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzKOBISDaily)
    }
}
