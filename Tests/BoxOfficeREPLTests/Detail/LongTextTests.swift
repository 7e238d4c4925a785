import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

/// Text from the network of any length renders in every view: a 1 MB title and a 1 MB poster
/// address (which took 34 s at 20,000 characters when breaking a word was quadratic).
@MainActor
struct LongTextTests {
    static let megabyte = 1 << 20
    static let title = String(repeating: "가나다라마바사아자차", count: megabyte / 30)
    static let address = "https://example.com/" + String(repeating: "a", count: megabyte)

    @Test("the detail view in table, box and plain: the title and the address wrapped whole")
    func detail() {
        let movie = MovieDetail.stub(code: "20199882", title: Self.title)
        let detail = MovieDetailViewData(
            result: MovieDetailResult(
                detail: movie, poster: .found(Poster(imageURL: Self.address, width: 510, height: 727))),
            entry: .stub(rank: 1, movieCode: "20199882", title: Self.title),
            date: BoxOfficeDate(year: 2022, month: 1, day: 5), words: EnglishWords())
        for format in [DisplayFormat.table, .box, .plain] {
            let display = ReplDisplay(settings: DisplaySettings(format: format, words: EnglishWords()))
            let lines = display.render(detail, columns: 80, imageSupport: .kitty)
            let width = DisplayWidth()
            #expect(lines.allSatisfy { width.width(of: $0) <= 80 }, "\(format)")
            let joined = lines.joined()
            #expect(joined.filter { $0 == "a" }.count >= Self.megabyte, "\(format): the address whole")
            #expect(joined.filter { $0 == "가" }.count >= Self.megabyte / 30, "\(format): the title whole")
        }
    }

    @Test("the list and the cards in table, box and plain: the title cut or wrapped to fit")
    func list() {
        let day = BoxOfficeChart.stub(entries: [
            .stub(rank: 1, title: Self.title), .stub(rank: 2, title: "경관의 피"),
        ])
        let width = DisplayWidth()
        for layout in ListLayout.allCases {
            for format in [DisplayFormat.table, .box, .plain] {
                let display = ReplDisplay(
                    settings: DisplaySettings(
                        preferences: UserPreferences(choosing: layout, AmbiguousWidth.narrow), format: format,
                        words: KoreanWords()))
                let lines = display.render(
                    BoxOfficeListViewData(boxOffice: day, words: KoreanWords()), columns: 80)
                #expect(lines.contains { $0.contains("경관의 피") }, "\(layout) \(format)")
                if format != .plain {
                    #expect(lines.allSatisfy { width.width(of: $0) <= 80 }, "\(layout) \(format)")
                }
            }
        }
    }
}
