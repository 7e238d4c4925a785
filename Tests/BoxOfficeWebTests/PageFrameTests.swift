import BoxOfficePresentation
import SnapshotTesting
import Testing

@testable import BoxOfficeWeb

@Suite("PageFrame: the page around every screen")
struct PageFrameTests {
    private let screen = SentencesPage(
        title: "<b>제목</b>", sentences: ["첫 문장 & 둘째", "\"따옴표\""], notes: ["sync로 채웁니다"])

    @Test("Korean, demo data: lang, the banner, the navigation and the stylesheet")
    func koreanDemo() {
        let frame = PageFrame(words: KoreanWords(), isDemo: true, demoDays: 10)
        assertSnapshot(of: frame.document(screen), as: .lines, named: "sentences-ko-demo")
    }

    @Test("English, live data, icon layout: no banner, and the navigation keeps the layout")
    func englishIcon() {
        let frame = PageFrame(
            words: EnglishWords(kobisKeySet: true), isDemo: false, demoDays: 0, layout: .icon)
        let page = frame.document(screen)
        assertSnapshot(of: page, as: .lines, named: "sentences-en-icon")
        #expect(!page.contains("class=\"demo\""))
        #expect(page.contains("href=\"/weekly?mode=icon\""))
    }

    @Test("a failure is an alert")
    func failure() {
        let frame = PageFrame(words: EnglishWords(), isDemo: false, demoDays: 0)
        let body = FailurePage(title: "Cannot show this", message: "No <chart> for 2030-01-01.").body(
            in: frame)
        #expect(
            body.markup
                == "<h1>Cannot show this</h1>\n<p class=\"failure\" role=\"alert\">No &lt;chart&gt; for 2030-01-01.</p>\n"
        )
    }

    @Test("an empty title names the site alone")
    func untitled() {
        let page = PageFrame(words: KoreanWords(), isDemo: false, demoDays: 0).document(
            SentencesPage(title: "", sentences: []))
        #expect(page.contains("<title>박스오피스</title>\n"))
        #expect(!page.contains("<h1>"))
    }

    @Test("a title is isolated in the tab, so a right-to-left override cannot reverse the site's name")
    func isolatedTitle() {
        let page = PageFrame(words: KoreanWords(), isDemo: false, demoDays: 0).document(
            SentencesPage(title: "\u{202E}evil", sentences: []))
        #expect(page.contains("<title>\u{2068}\u{202E}evil\u{2069} · 박스오피스</title>\n"))
    }
}
