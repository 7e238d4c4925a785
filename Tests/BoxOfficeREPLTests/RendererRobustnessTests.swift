import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

/// The list, table and card renderers given days whose titles and codes are hostile (escape
/// sequences, control characters, bidi overrides, combining marks, emoji, very long) and whose
/// figures are extreme: every line stays within the terminal, as ``DisplayWidth`` measures
/// it, and nothing in it can act on the terminal but the renderer's own colours.
@MainActor
@Suite("Renderers with hostile rows")
struct RendererRobustnessTests {
    nonisolated static let widths = [40, 80, 200]
    /// Seeded days of one to ten rows, about 270 hostile titles in all, with figures as large as
    /// KOBIS's ever get (the extremes have tests of their own).
    nonisolated static let days: [BoxOfficeChart] = {
        var generator = SeededGenerator(seed: 0x7AB1E)
        // The longest nasty cases cut to 300 characters: one is enough to be cut, and the
        // suite stays fast.
        var titles =
            HostileText.nastyCases.map { String($0.prefix(300)) }
            + (0..<150).map { _ in HostileText.random(using: &generator) }
        var days: [BoxOfficeChart] = []
        while !titles.isEmpty {
            let count = min(titles.count, Int.random(in: 1...10, using: &generator))
            let entries = (0..<count).map { index in
                BoxOfficeEntry.stub(
                    rank: index + 1,
                    movieCode: MovieCode(HostileText.random(using: &generator, maxPieces: 2)),
                    title: titles[index],
                    rankChange: [.new, .steady, .up(99), .down(99), .up(1)].randomElement(using: &generator)
                        ?? .new,
                    audience: [0, 1, 99_999_999, -1].randomElement(using: &generator) ?? 0,
                    audienceTotal: [0, 999_999_999].randomElement(using: &generator) ?? 0)
            }
            titles.removeFirst(count)
            days.append(.stub(entries: entries))
        }
        return days
    }()

    func display(_ layout: ListLayout, _ format: DisplayFormat, _ ambiguous: AmbiguousWidth, color: Bool)
        -> ReplDisplay
    {
        ReplDisplay(
            settings: DisplaySettings(
                preferences: UserPreferences(choosing: layout, ambiguous), format: format,
                words: KoreanWords()),
            colorEnabled: color)
    }

    @Test("list and icon, table, box and plain: no line wider than the terminal", arguments: widths)
    func linesFit(columns: Int) {
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
            let measure = DisplayWidth(ambiguousIsWide: ambiguous == .wide)
            for layout in ListLayout.allCases {
                for format in [DisplayFormat.table, .box, .plain] {
                    let display = display(layout, format, ambiguous, color: false)
                    for day in Self.days {
                        for line in display.render(
                            BoxOfficeListViewData(boxOffice: day, words: KoreanWords()), columns: columns)
                        {
                            #expect(
                                measure.width(of: line) <= columns,
                                "\(layout) \(format) \(ambiguous) at \(columns): \(TerminalSafety.visible(line, limit: 300))"
                            )
                            #expect(
                                TerminalSafety.unsafeScalars(in: line).isEmpty,
                                "\(layout) \(format): \(TerminalSafety.visible(line, limit: 300))")
                        }
                    }
                }
            }
        }
    }

    /// Rank changes wider than the marker column: `▲999` when ▲ takes two columns, and
    /// `rankInten` 9223372036854775807.
    nonisolated static let wideMarkers: [(RankChange, AmbiguousWidth, Int)] = [
        (.up(999), .wide, 80), (.up(.max), .narrow, 40), (.down(.max), .narrow, 80),
    ]

    @Test("a rank change wider than the marker column still fits the terminal", arguments: wideMarkers)
    func wideMarkerFits(change: RankChange, ambiguous: AmbiguousWidth, columns: Int) {
        let day = BoxOfficeChart.stub(entries: [
            .stub(
                rank: 1, title: "A Very Long English Title That Will Never Fit On One Line",
                rankChange: change),
            .stub(rank: 2, title: "경관의 피", rankChange: .new),
        ])
        let measure = DisplayWidth(ambiguousIsWide: ambiguous == .wide)
        for layout in ListLayout.allCases {
            for format in [DisplayFormat.table, .box, .plain] {
                for line in display(layout, format, ambiguous, color: false)
                    .render(BoxOfficeListViewData(boxOffice: day, words: KoreanWords()), columns: columns)
                {
                    #expect(measure.width(of: line) <= columns, "\(layout) \(format): \(line)")
                }
            }
        }
    }

    @Test("with colour on, the only escape sequences left are the renderer's colours")
    func onlyOwnColours() {
        for layout in ListLayout.allCases {
            let display = display(layout, .table, .narrow, color: true)
            for day in Self.days {
                for line in display.render(
                    BoxOfficeListViewData(boxOffice: day, words: KoreanWords()), columns: 80)
                {
                    let withoutColours = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
                    #expect(
                        TerminalSafety.unsafeScalars(in: withoutColours).isEmpty,
                        "\(layout): \(TerminalSafety.visible(line, limit: 300))")
                }
            }
        }
    }
}
