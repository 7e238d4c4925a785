// libFuzzer target: any body as KOBIS's movie info, decoded, mapped and worded.

import BoxOfficeDomain
import BoxOfficePresentation
import Foundation
import FuzzDriver

@testable import BoxOfficeData

/// Decodes the input as the movie info of 20199882; a failure is worded in both languages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKOBISMovieInfo(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let body = Data(bytes: bytes, count: count)
    do {
        let detail = try KOBISResponseDecoder.movieDetail(from: body, code: "20199882", source: .kobis)
        _ = detail.title
    } catch {
        _ = EnglishWords().text(for: error)
        _ = KoreanWords().text(for: error)
    }
    return 0
}

/// Runs libFuzzer over ``fuzzKOBISMovieInfo(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzKOBISMovieInfo)
    }
}
