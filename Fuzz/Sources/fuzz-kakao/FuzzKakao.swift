// libFuzzer target: any body as Kakao's image search answer, decoded into a poster as the repository does.

import Foundation
import FuzzDriver

@testable import BoxOfficeData

/// Decodes the input as Kakao's answer and takes its first usable image; a decoding error
/// becomes the short reason the repository would give.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKakao(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let body = Data(bytes: bytes, count: count)
    do {
        let response = try JSONDecoder().decode(KakaoImageSearchResponseDTO.self, from: body)
        _ = response.documents.lazy.compactMap { $0.toDomain() }.first
    } catch let error as DecodingError {
        _ = KOBISDecodingError(error, body: body).problem
    } catch {}
    return 0
}

/// Runs libFuzzer over ``fuzzKakao(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzKakao)
    }
}
