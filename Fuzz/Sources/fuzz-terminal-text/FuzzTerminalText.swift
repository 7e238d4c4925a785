// libFuzzer target: any text from the network through the sanitiser, display width, wrapping and the list.

import BoxOfficeDomain
import BoxOfficePresentation
import FuzzDriver

@testable import BoxOfficeREPL

/// The first byte picks a width (4–131 columns) and whether ambiguous characters are wide; the
/// rest is a title. What is shown must hold no character a terminal acts on, and cut or wrapped
/// text must fit its width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let columns = Int(bytes[0] & 0x7F) + 4
    let width = DisplayWidth(ambiguousIsWide: bytes[0] & 0x80 != 0)
    let title = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
    let shown = TerminalText.sanitize(title)
    precondition(!shown.unicodeScalars.contains(where: isUnsafe), "sanitize left a control character")
    precondition(width.width(of: width.truncate(shown, toWidth: columns)) <= columns, "truncate overflowed")
    for line in TextWrapping.wrap(shown, columns: columns, maxLines: 4, width: width) {
        precondition(width.width(of: line) <= columns, "a wrapped line overflowed")
    }
    _ = MessageWrapping.wrap(title, columns: columns, width: width)
    let entry = BoxOfficeEntry(
        rank: 1, movieCode: "20990001", title: title, openDate: nil, rankChange: .new, audience: 1,
        audienceTotal: 1, sales: 1, salesTotal: 1, salesShare: 1, screens: 1, shows: 1)
    let day = BoxOfficeChart(date: .earliest, source: .kobis, entries: [entry])
    let content = BoxOfficeListViewData(boxOffice: day, words: KoreanWords())
    let list = BoxOfficeListRenderer(
        width: width, style: TerminalStyle(colorEnabled: false), words: KoreanWords())
    let cards = BoxOfficeCardGridRenderer(list: list).render(content, columns: columns)
    for line in list.render(content, columns: columns) + cards {
        precondition(!line.unicodeScalars.contains(where: isUnsafe), "a control character reached the list")
    }
    return 0
}

/// C0 and C1 controls, DEL, bidi embeddings, overrides and isolates.
func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Runs libFuzzer over ``fuzzTerminalText(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzTerminalText)
    }
}
