import BoxOfficePresentation
import Foundation
import Testing

@testable import BoxOfficeWeb

/// `/poster`'s body: typed by its magic number, never by what the network said; anything else drawn
/// as a stand-in whose title stays text.
@Suite("PosterImage: bytes typed by their magic number, or the stand-in")
struct PosterImageTests {
    private let words = KoreanWords()
    private let address = "https://search1.kakaocdn.net/poster"

    private func image(_ bytes: [UInt8], title: String = "경관의 피") -> PosterImage {
        PosterImage(poster: .image(Data(bytes), address: address), title: title, words: words)
    }

    @Test(
        "each image kind by its first bytes",
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], "image/jpeg"),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], "image/png"),
            (Array("GIF87a".utf8) + [0x01], "image/gif"),
            (Array("GIF89a".utf8) + [0x01], "image/gif"),
            (Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8), "image/webp"),
        ] as [([UInt8], String)])
    func magic(bytes: [UInt8], type: String) {
        let poster = image(bytes)
        #expect(poster.contentType == type)
        #expect(poster.bytes == Data(bytes))
        #expect(!poster.isPlaceholder)
    }

    @Test(
        "a header cut short, or another RIFF file, is no image",
        arguments: [
            [0xFF, 0xD8], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A], Array("GIF8".utf8),
            Array("GIF88a".utf8),
            Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBX".utf8),
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEB".utf8),
            [],
        ] as [[UInt8]])
    func truncated(bytes: [UInt8]) {
        let poster = image(bytes)
        #expect(poster.isPlaceholder)
        #expect(poster.contentType == "image/svg+xml; charset=utf-8")
    }

    @Test("an HTML body claiming to be an image is not served: the stand-in is")
    func htmlBody() {
        let poster = image(Array("<!doctype html><script>alert(1)</script>".utf8))
        #expect(poster.isPlaceholder)
        #expect(!String(decoding: poster.bytes, as: UTF8.self).contains("<script"))
    }

    @Test("no image, an address or a missing poster: the stand-in")
    func missing() {
        for view in [PosterViewData.missing("없음"), .address(address, size: "510×727")] {
            let poster = PosterImage(poster: view, title: "경관의 피", words: words)
            #expect(poster.isPlaceholder)
            #expect(!String(decoding: poster.bytes, as: UTF8.self).contains("kakaocdn"))
        }
    }

    @Test("the stand-in escapes its title: markup in it stays text")
    func escapedTitle() {
        let hostile = "<script>document.title='x'</script>\"><img src=x onerror=alert(1)>"
        let svg = String(decoding: image([0x00], title: hostile).bytes, as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(svg.contains("&lt;script&gt;docum"))
        #expect(
            svg.contains(
                "<title>&lt;script&gt;document.title=&#39;x&#39;&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt; 포스터 · 포스터 없음</title>"
            ))
    }

    @Test("a long title is cut to four lines of the drawing, the last ending in an ellipsis")
    func longTitle() {
        let svg = PosterImage.placeholder(title: String(repeating: "가", count: 100), words: words).markup
        #expect(svg.components(separatedBy: "<text ").count - 1 == PosterImage.maximumLines + 1)
        #expect(svg.contains(String(repeating: "가", count: PosterImage.lineLength - 1) + "…</text>"))
    }

    @Test("a title that exactly fills the four lines is drawn whole; one character more is cut")
    func titleAtTheLimit() {
        let most = PosterImage.lineLength * PosterImage.maximumLines
        let whole = PosterImage.placeholder(title: String(repeating: "가", count: most), words: words).markup
        #expect(whole.contains(">" + String(repeating: "가", count: PosterImage.lineLength) + "</text>"))
        #expect(!whole.contains("…"))
        let cut = PosterImage.placeholder(title: String(repeating: "가", count: most + 1), words: words).markup
        #expect(cut.contains(String(repeating: "가", count: PosterImage.lineLength - 1) + "…</text>"))
    }
}
