import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// `status`, `cache info` and the call-budget warning.
struct StatusViewDataTests {
    let day = BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest
    let summary = StoreSummary(
        location: "/tmp/b.sqlite", days: 1_204, movieDetails: 3, posters: 1, bytes: 82_408)

    func live(calls: Int? = 2_345) -> AppStatus {
        AppStatus(
            source: .kobis, store: .available(summary), day: day, budget: calls.map(KOBISCallBudget.init))
    }

    func value(_ view: StatusViewData, _ label: String) -> String? {
        view.rows.first { $0.label == label }?.value
    }

    @Test(arguments: [(10, false), (2_700, true), (3_000, true)])
    func aWarningNearTheLimit(calls: Int, warns: Bool) {
        let status = AppStatus(
            source: .kobis, store: .unavailable(.unreadable("/s")), day: day,
            budget: KOBISCallBudget(calls: calls))
        #expect((StatusViewData(status: status, words: KoreanWords()).warning != nil) == warns)
    }

    @Test func theCallsAreShownOutOfThreeThousandInEitherLanguage() {
        let english = StatusViewData(status: live(), words: EnglishWords())
        #expect(value(english, "KOBIS calls") == "2,345 of 3,000 today (2022-01-08, Asia/Seoul)")
        let korean = StatusViewData(status: live(), words: KoreanWords())
        #expect(value(korean, "오늘 KOBIS 호출") == "3,000회 중 2,345회 (2022-01-08, 한국 시간)")
        #expect(korean.rows.contains { $0.value == "/tmp/b.sqlite" })
    }

    @Test(
        "in Korean no label is English",
        arguments: [StatusViewData.Scope.status, .cacheInfo])
    func koreanLabels(scope: StatusViewData.Scope) {
        for status in [
            live(), live(calls: nil), AppStatus(source: .demo, store: .notUsed, day: day, budget: nil),
        ] {
            let view = StatusViewData(status: status, scope: scope, words: KoreanWords())
            #expect(!view.rows.isEmpty)
            for row in view.rows {
                #expect(
                    row.label.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(row.label)"
                )
                #expect(!row.label.contains { $0.isLowercase && $0.isASCII }, "\(row.label)")
            }
        }
    }

    @Test(
        "the labels differ by language; the record, the contract for programs, does not",
        arguments: [StatusViewData.Scope.status, .cacheInfo])
    func recordIsTheSameInBothLanguages(scope: StatusViewData.Scope) {
        let korean = StatusViewData(status: live(), scope: scope, words: KoreanWords())
        let english = StatusViewData(status: live(), scope: scope, words: EnglishWords())
        #expect(korean.record == english.record)
        #expect(korean.rows.count == english.rows.count)
        #expect(Set(korean.rows.map(\.label)).isDisjoint(with: english.rows.map(\.label)))
        #expect(korean.warning == english.warning)
    }

    @Test func cacheInfoShowsEachFactOnALineWithThousandsSeparatorsAndAReadableSize() {
        let english = StatusViewData(status: live(), scope: .cacheInfo, words: EnglishWords())
        #expect(
            english.rows.map(\.label) == ["store", "days", "movie details", "posters", "size", "KOBIS calls"])
        #expect(value(english, "days") == "1,204")
        #expect(value(english, "size") == "80.5 KB (82,408 bytes)")
        let korean = StatusViewData(status: live(), scope: .cacheInfo, words: KoreanWords())
        #expect(value(korean, "일별 박스오피스") == "1,204일")
        #expect(value(korean, "크기") == "80.5 KB (82,408바이트)")
        #expect(korean.record.columns == StatusExport.cacheColumns)
        #expect(korean.warning == nil, "cache info never warns; status does")
    }

    @Test func statusAndCacheInfoShareTheWordingOfTheStoreAndTheCalls() {
        for language in Language.allCases {
            let status = StatusViewData(status: live(), words: language.words(kobisKeySet: false))
            let cache = StatusViewData(
                status: live(), scope: .cacheInfo, words: language.words(kobisKeySet: false))
            #expect(status.rows.last == cache.rows.last, "the calls line")
            #expect(status.rows[1] == cache.rows[0], "the store line")
            let size = cache.rows[4].value
            #expect(status.rows[2].value.hasSuffix(size), "the same size in the summary")
        }
    }

    @Test func englishCountsAreSingularForOne() {
        let one = StoreSummary(location: "/s", days: 1, movieDetails: 1, posters: 1, bytes: 1)
        let view = StatusViewData(
            status: AppStatus(source: .kobis, store: .available(one), day: day, budget: nil),
            words: EnglishWords())
        #expect(value(view, "stored") == "1 day, 1 movie detail, 1 poster, 1 byte")
        #expect(value(view, "KOBIS calls") == "not counted (no store, or no KOBIS key)")
    }

    @Test func anUnreadableStoreIsTheProblemOfCacheInfo() {
        let status = AppStatus(
            source: .kobis, store: .unavailable(.unreadable("/s")), day: day, budget: nil)
        let view = StatusViewData(status: status, scope: .cacheInfo, words: EnglishWords())
        #expect(view.noStore == EnglishWords().noStore(.unreadable("/s")))
        #expect(view.noStore?.contains("the store /s cannot be read") == true)
        #expect(StatusViewData(status: live(), scope: .cacheInfo, words: KoreanWords()).noStore == nil)
    }
}
