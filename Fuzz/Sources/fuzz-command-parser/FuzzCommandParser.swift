// libFuzzer target: any line typed at the prompt, through the command parser and Tab's resolver.

import BoxOfficePresentation
import BoxOfficeREPL
import FuzzDriver

/// Parses the input as a line of the prompt, words any error in both languages, and resolves
/// a Tab completion of it against the command names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        _ = try CommandParser.parse(line)
    } catch {
        _ = error.message(in: EnglishWords())
        _ = error.message(in: KoreanWords())
    }
    _ = CompletionResolver.resolve(textBeforeCursor: line, candidates: CommandList.all.map { $0.name })
    return 0
}

/// Runs libFuzzer over ``fuzzCommandParser(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzCommandParser)
    }
}
