import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// The detail, `status` and `settings` views fit the columns given, in `table` and in `box`:
/// long values wrap under their first line, and the poster's address, broken at the edge,
/// joins back into itself.
@MainActor
struct DetailWidthTests {
    /// A Kakao image address like the one that made `detail 20199882` 219 columns wide.
    static let longURL =
        "https://search.pstatic.net/common/?src=http%3A%2F%2Fblogfiles.naver.net%2FMjAyMjAxMDVfMTk1%2F"
        + "MDAxNjQxMzY0NjU0NzA5.Vv3Oj5hL9xQ1bS2Kp9yTnU0m8wZ4cA7dE6fG5hI3jK2lM1nO.poster_of_the_movie.jpg"
    static let longTitle = "아주 긴 제목을 가진 영화: 끝나지 않는 부제와 또 하나의 부제 그리고 또 다른 이야기"

    static let detail: MovieDetailViewData = {
        var movie = MovieDetail.stub(code: "20199882", title: longTitle)
        movie.titleEnglish = "A Movie With A Very Long English Title That Goes On And On Past Any Terminal"
        movie.companies = [Company(name: "아주 아주 긴 이름을 가진 영화 제작사 주식회사", part: "제작사")]
        return MovieDetailViewData(
            result: MovieDetailResult(
                detail: movie, poster: .found(Poster(imageURL: longURL, width: 510, height: 727))),
            entry: .stub(rank: 1, movieCode: "20199882", title: longTitle),
            date: BoxOfficeDate(year: 2022, month: 1, day: 5), words: EnglishWords())
    }()

    @Test(arguments: [40, 80, 200], [DisplayFormat.table, .box])
    func theDetailFitsTheColumnsAndKeepsTheAddressWhole(columns: Int, format: DisplayFormat) {
        let display = ReplDisplay(settings: DisplaySettings(format: format, words: EnglishWords()))
        let lines = display.render(Self.detail, columns: columns, imageSupport: .kitty)
        let width = DisplayWidth()
        let widest = lines.map(width.width(of:)).max() ?? 0
        #expect(widest <= columns, "\(lines.joined(separator: "\n"))")
        #expect(!lines.joined().contains("…"), "wrapped, not cut")
        let vertical = format == .box ? "│" : ""
        let text = lines.map { line in
            line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: .init(charactersIn: vertical))
                .trimmingCharacters(in: .whitespaces)
        }
        .joined()
        #expect(text.contains(Self.longURL), "the address, joined back from its lines")
        #expect(text.filter { $0 != " " }.contains(Self.longTitle.filter { $0 != " " }), "the title whole")
        if format == .box {
            #expect(Set(lines.map(width.width(of:))).count == 1, "every line as wide as the border")
        }
    }

    @Test(arguments: [40, 80, 200], [DisplayFormat.table, .box])
    func statusFitsTheColumnsAndKeepsTheStorePathWhole(columns: Int, format: DisplayFormat) {
        let path =
            "/home/someone/.cache/" + String(repeating: "deeply-nested-folder/", count: 6)
            + "boxoffice.sqlite"
        let status = StatusViewData(
            status: AppStatus(
                source: .kobis,
                store: .available(
                    StoreSummary(location: path, days: 12, movieDetails: 3, posters: 2, bytes: 82_408)),
                day: BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest,
                budget: KOBISCallBudget(calls: 12)),
            words: EnglishWords())
        let display = ReplDisplay(settings: DisplaySettings(format: format, words: EnglishWords()))
        let lines = display.render(status, columns: columns)
        let width = DisplayWidth()
        #expect((lines.map(width.width(of:)).max() ?? 0) <= columns, "\(lines.joined(separator: "\n"))")
        #expect(!lines.joined().contains("…"))
        let joined = lines.map { $0.filter { $0 != " " && $0 != "│" } }.joined()
        #expect(joined.contains(path))
    }

    @Test(arguments: [40, 80])
    func settingsFitTheColumns(columns: Int) async {
        let output = TextBuffer()
        let settings = DisplaySettings(words: EnglishWords())
        let session = ReplSession(
            viewModels: .stubbed(
                calendar: BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) }),
                settings: settings,
                location: "/home/someone/.config/" + String(repeating: "nested/", count: 12) + "settings.json"
            ),
            reader: ScriptedLineReader(lines: ["settings"]), output: output, errors: TextBuffer(),
            spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        let lines = output.lines
        #expect(lines.count > 8, "the long path is wrapped, not cut: \(lines)")
        #expect(
            (lines.map(DisplayWidth().width(of:)).max() ?? 0) <= columns, "\(lines.joined(separator: "\n"))")
    }
}
