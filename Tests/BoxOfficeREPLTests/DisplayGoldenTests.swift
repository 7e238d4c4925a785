import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

/// Every layout at 40, 80 and 200 columns with ambiguous characters one and two columns wide,
/// checked with ``DisplayWidth`` (never by eye): nothing wider than the terminal, borders and
/// columns lined up.
@MainActor
@Suite("Layouts at several widths")
struct DisplayGoldenTests {
    nonisolated static let widths = [40, 80, 200]
    nonisolated static let day = BoxOfficeChart.stub(
        source: .demo,
        entries: [
            .stub(rank: 1, title: "경관의 피", rankChange: .new),
            .stub(rank: 2, title: "스파이더맨: 노 웨이 홈", rankChange: .down(1), audienceTotal: 6_252_827),
            .stub(
                rank: 3, title: "A Very Long English Title That Will Never Fit On One Card Line",
                rankChange: .up(12)),
            .stub(rank: 4, title: "엔칸토: 마법의 세계 그리고 아주 긴 한국어 제목이 붙은 영화", rankChange: .steady),
            .stub(rank: 10, title: "램", rankChange: .down(3), audience: 291),
        ])

    func display(
        layout: ListLayout, format: DisplayFormat = .table, ambiguous: AmbiguousWidth,
        symbols: SymbolChoice = .unicode,
        color: Bool = false
    ) -> ReplDisplay {
        ReplDisplay(
            settings: DisplaySettings(
                preferences: UserPreferences(choosing: layout, ambiguous, symbols),
                format: format, words: KoreanWords()),
            colorEnabled: color)
    }

    func measure(_ ambiguous: AmbiguousWidth) -> DisplayWidth {
        DisplayWidth(ambiguousIsWide: ambiguous == .wide)
    }

    @Test(
        "list and icon, table and box, Unicode and ASCII: no line wider than the terminal",
        arguments: widths, [AmbiguousWidth.narrow, .wide])
    func fits(columns: Int, ambiguous: AmbiguousWidth) {
        for layout in ListLayout.allCases {
            for format in [DisplayFormat.table, .box, .plain] {
                for symbols in [SymbolChoice.unicode, .ascii] {
                    for color in [false, true] {
                        let lines = display(
                            layout: layout, format: format, ambiguous: ambiguous, symbols: symbols,
                            color: color
                        ).render(
                            BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: columns
                        )
                        for line in lines {
                            #expect(
                                measure(ambiguous).width(of: line) <= columns,
                                "\(layout) \(format) \(symbols) \(ambiguous) at \(columns): \(line)")
                        }
                        #expect(lines.count > Self.day.entries.count)
                    }
                }
            }
        }
    }

    @Test(
        "icon mode: cards across = what fits (1 at 40, 2 at 80, 5 at 200), every card line as wide",
        arguments: widths, [AmbiguousWidth.narrow, .wide])
    func cardGrid(columns: Int, ambiguous: AmbiguousWidth) {
        let lines = display(layout: .icon, ambiguous: ambiguous)
            .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: columns)
        let across = BoxOfficeCardGridRenderer.cardsAcross(columns: columns)
        #expect(across == [40: 1, 80: 2, 200: 5][columns])
        let cardWidth = BoxOfficeCardGridRenderer.cardWidth
        let gridLines = Array(lines.dropFirst())
        let cardLines = 6
        #expect(
            gridLines.count == cardLines * Int((Double(Self.day.entries.count) / Double(across)).rounded(.up))
        )
        let firstRow = gridLines.prefix(cardLines)
        let fullWidth = across * cardWidth + (across - 1) * BoxOfficeCardGridRenderer.gap
        for line in firstRow {
            #expect(measure(ambiguous).width(of: line) == fullWidth, "\(line)")
        }
    }

    @Test(
        "box format: every line of the table is exactly as wide", arguments: widths,
        [AmbiguousWidth.narrow, .wide])
    func boxAligned(columns: Int, ambiguous: AmbiguousWidth) {
        for symbols in [SymbolChoice.unicode, .ascii] {
            let lines = display(layout: .list, format: .box, ambiguous: ambiguous, symbols: symbols)
                .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: columns)
            let widths = Set(lines.dropFirst().map(measure(ambiguous).width(of:)))
            #expect(widths.count == 1, "\(symbols) \(ambiguous) at \(columns): widths \(widths)")
        }
    }

    @Test("list: the audience lines end in one column", arguments: widths, [AmbiguousWidth.narrow, .wide])
    func listAligned(columns: Int, ambiguous: AmbiguousWidth) {
        let lines = display(layout: .list, ambiguous: ambiguous)
            .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: columns)
        let audienceLines = lines.filter { $0.contains("오늘") }
        #expect(audienceLines.count == Self.day.entries.count)
        if audienceLines.allSatisfy({ $0.hasPrefix(" ") && !$0.contains("신작") }) {
            // Too narrow for one line a movie: the audience lines start under the titles.
            let starts = Set(audienceLines.map { $0.prefix { $0 == " " }.count })
            #expect(starts.count == 1, "start at \(starts)")
        } else {
            let ends = Set(audienceLines.map(measure(ambiguous).width(of:)))
            #expect(ends.count == 1, "ends at \(ends)")
        }
    }

    @Test("golden: the first cards at 80 columns, narrow")
    func goldenCards() {
        let lines = display(layout: .icon, ambiguous: .narrow)
            .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: 80)
        #expect(
            Array(lines.prefix(7)) == [
                "2022-01-05 (수) 일별 박스오피스 · demo",
                "┌────────────────────────────────────┐  ┌────────────────────────────────────┐",
                "│  1  신작                           │  │  2  ▼1                             │",
                "│ 경관의 피                          │  │ 스파이더맨: 노 웨이 홈             │",
                "│                                    │  │                                    │",
                "│ 오늘 64,050 / 총 69,228            │  │ 오늘 64,050 / 총 6,252,827         │",
                "└────────────────────────────────────┘  └────────────────────────────────────┘",
            ])
        #expect(lines[8].hasPrefix("│  3  ▲12                            │  │  4  -"))
        #expect(lines[9].hasPrefix("│ A Very Long English Title That     │  │ 엔칸토: 마법의 세계 그리고 아주 긴 │"))
        #expect(lines[10].hasPrefix("│ Will Never Fit On One Card Line    │  │ 한국어 제목이 붙은 영화            │"))
    }

    @Test("golden: the box table in ASCII at 80 columns, narrow")
    func goldenBox() {
        let lines = display(layout: .list, format: .box, ambiguous: .narrow, symbols: .ascii)
            .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: 80)
        #expect(lines[0] == "2022-01-05 (수) 일별 박스오피스 - demo")
        #expect(lines[1].hasPrefix("+------+------+----"))
        #expect(lines[2].hasPrefix("| 순위 | 변동 | 영화 "))
        #expect(lines[4].hasPrefix("|    1 | NEW  | 경관의 피 "))
        #expect(lines[4].hasSuffix("| 64,050 |    69,228 |"))
        #expect(lines[6].contains("| +12  |"))
        #expect(lines[8].contains("| -3   |"))
    }

    @Test("golden: wide ambiguous characters make border runs half as long, same width")
    func goldenWide() {
        let lines = display(layout: .icon, ambiguous: .wide)
            .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: 40)
        #expect(lines[1] == "┌" + String(repeating: "─", count: 17) + "┐")
        #expect(DisplayWidth(ambiguousIsWide: true).width(of: lines[1]) == 38)
        #expect(lines[2] == "│  1  신작                         │")
    }

    @Test("titles are sanitised in every format")
    func sanitised() {
        let evil = BoxOfficeChart.stub(entries: [.stub(title: "Evil\u{1B}[2J,\"Title\"\u{202E}")])
        for format in DisplayFormat.allCases {
            for layout in ListLayout.allCases {
                let text = display(layout: layout, format: format, ambiguous: .narrow)
                    .render(BoxOfficeListViewData(boxOffice: evil, words: KoreanWords()), columns: 80).joined(
                        separator: "\n")
                #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"), "\(format) \(layout)")
                #expect(text.contains("Evil"))
            }
        }
    }

    @Test("a movie code from the network is sanitised in csv, json and the detail heading")
    func movieCodeSanitised() throws {
        let code = MovieCode("2019\u{1B}]0;pwned\u{07}9882\u{1B}[2J")
        let day = BoxOfficeChart.stub(entries: [.stub(movieCode: code)])
        for format in [DisplayFormat.csv, .json] {
            let text = display(layout: .list, format: format, ambiguous: .narrow)
                .render(BoxOfficeListViewData(boxOffice: day, words: KoreanWords()), columns: 80).joined(
                    separator: "\n")
            #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "\(format)")
            #expect(text.contains("20199882"), "\(format)")
        }
        let detail = MovieDetailViewData(
            result: MovieDetailResult(detail: .stub(code: code, title: "경관의 피"), poster: .notConfigured),
            entry: nil, date: nil, words: KoreanWords())
        for format in DisplayFormat.allCases {
            let lines = display(layout: .list, format: format, ambiguous: .narrow, color: true)
                .render(detail, columns: 80)
            let text = lines.joined(separator: "\n")
            #expect(
                !text.contains("\u{07}") && !text.contains("\u{1B}]") && !text.contains("\u{1B}[2J"),
                "\(format)")
            #expect(text.contains("20199882"), "\(format)")
        }
        let heading = try #require(
            display(layout: .list, format: .table, ambiguous: .narrow).render(detail, columns: 80).first)
        #expect(heading == "경관의 피 · 20199882")
    }

    @Test("the calendar is coloured in table and box only, and csv/json give one record a day")
    func calendarFormats() throws {
        let calendar = try Self.januaryWithFirstFiveDays()
        for format in DisplayFormat.allCases {
            let text = display(layout: .list, format: format, ambiguous: .narrow, color: true)
                .render(calendar, columns: 80).joined(separator: "\n")
            #expect(text.contains("\u{1B}[") == format.isDrawn, "\(format)")
        }
        let csv = display(layout: .list, format: .csv, ambiguous: .narrow, color: true).render(
            calendar, columns: 80)
        #expect(csv.count == 32)
        #expect(csv[0] == "date,hasFigures,shown")
        #expect(csv[1] == "2022-01-01,true,false")
        #expect(csv[5] == "2022-01-05,true,true")
        #expect(csv[6] == "2022-01-06,false,false")
        let json = display(layout: .list, format: .json, ambiguous: .narrow, color: true).render(
            calendar, columns: 80)
        #expect(json.count == 1)
        #expect(
            json.first?.hasPrefix(
                #"{"month":"2022-01","days":[{"date":"2022-01-01","hasFigures":true,"shown":false},"#) == true
        )
        #expect(json.first?.contains(#"{"date":"2022-01-05","hasFigures":true,"shown":true}"#) == true)
    }

    @Test("the calendar's box is its grid in a border, the title set off, like every other view's box")
    func calendarBox() throws {
        let calendar = try Self.januaryWithFirstFiveDays()
        let lines = display(layout: .list, format: .box, ambiguous: .narrow).render(calendar, columns: 80)
        #expect(
            lines == [
                "┌─────────────────────────────┐",
                "│          2022년 1월         │",
                "├─────────────────────────────┤",
                "│  일  월  화  수  목  금  토 │",
                "│                           1 │",
                "│   2   3   4 [ 5]  6   7   8 │",
                "│   9  10  11  12  13  14  15 │",
                "│  16  17  18  19  20  21  22 │",
                "│  23  24  25  26  27  28  29 │",
                "│  30  31                     │",
                "│ 자료 있는 날: 1-5일         │",
                "└─────────────────────────────┘",
            ], "\(lines.joined(separator: "\n"))")
        for ambiguous in AmbiguousWidth.allCases {
            for columns in Self.widths {
                let boxed = display(layout: .list, format: .box, ambiguous: ambiguous, symbols: .unicode)
                    .render(calendar, columns: columns)
                let widths = Set(boxed.map(measure(ambiguous).width(of:)))
                #expect(widths.count == 1, "every line of the border as wide: \(boxed)")
                #expect(widths.allSatisfy { $0 <= columns }, "\(ambiguous) at \(columns)")
            }
        }
    }

    /// January 2022 in Korean, 01-05 shown, figures on the first five days.
    static func januaryWithFirstFiveDays() throws -> MonthCalendarViewData {
        MonthCalendarViewData(
            month: try #require(CalendarMonth(year: 2022, month: 1)),
            shown: BoxOfficeDate(year: 2022, month: 1, day: 5),
            words: KoreanWords(), hasFigures: { $0.day <= 5 })
    }

    /// January 2022 in English, 01-05 shown, figures on the even days.
    static func januaryWithEvenDays() throws -> MonthCalendarViewData {
        MonthCalendarViewData(
            month: try #require(CalendarMonth(year: 2022, month: 1)),
            shown: BoxOfficeDate(year: 2022, month: 1, day: 5),
            words: EnglishWords(), hasFigures: { $0.day.isMultiple(of: 2) })
    }

    @Test("the plain calendar's sentences are wrapped to the width")
    func calendarPlainWrapped() throws {
        let calendar = try Self.januaryWithEvenDays()
        let lines = display(layout: .list, format: .plain, ambiguous: .narrow).render(calendar, columns: 20)
        #expect(lines.count > 3)
        for line in lines { #expect(DisplayWidth().width(of: line) <= 20, "\(line)") }
        #expect(lines.joined(separator: " ").contains("Days with figures: Jan 2, 4, 6"))
    }

    @Test("piped, plain sentences stay one a line, unwrapped, whatever the width")
    func plainUnwrappedWhenPiped() throws {
        let calendar = try Self.januaryWithEvenDays()
        let piped = ReplDisplay(
            settings: DisplaySettings(format: .plain, words: EnglishWords()), wrapsSentences: false)
        let wrapped = display(layout: .list, format: .plain, ambiguous: .narrow).render(calendar, columns: 20)
        let lines = piped.render(calendar, columns: 20)
        #expect(lines.count < wrapped.count, "\(lines)")
        #expect(
            lines.contains { DisplayWidth().width(of: $0) > 20 },
            "a sentence longer than the width kept whole")
        #expect(lines.contains { $0.contains("Days with figures: Jan 2, 4, 6") }, "\(lines)")
    }

    @Test("csv and json carry no colour even on a colour terminal")
    func machineFormatsPlain() {
        for format in [DisplayFormat.csv, .json] {
            let text = display(layout: .icon, format: format, ambiguous: .narrow, color: true)
                .render(BoxOfficeListViewData(boxOffice: Self.day, words: KoreanWords()), columns: 80)
                .joined()
            #expect(!text.contains("\u{1B}"))
        }
    }
}
