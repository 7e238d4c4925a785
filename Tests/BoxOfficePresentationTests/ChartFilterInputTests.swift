import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// The words a filter takes, in English and Korean, and the nearest region for a wrong name.
struct ChartFilterInputTests {
    @Test(arguments: [
        ("korean", ChartFilter.Nation.korean), ("K", .korean), ("한국", .korean), ("foreign", .foreign),
        ("외국 영화", .foreign), ("ALL", .all), ("전체", .all),
    ])
    func nations(word: String, nation: ChartFilter.Nation) throws {
        #expect(try ChartFilterInput.nation(word) == nation)
    }

    @Test(arguments: [
        ("diversity", ChartFilter.FilmKind.diversity), ("다양성", .diversity), ("commercial", .commercial),
        ("상업", .commercial), ("all", .all),
    ])
    func kinds(word: String, kind: ChartFilter.FilmKind) throws {
        #expect(try ChartFilterInput.kind(word) == kind)
    }

    @Test(arguments: [
        ("서울시", Region.seoul), ("서울", .seoul), ("seoul", .seoul), ("0105001", .seoul), ("경기", .gyeonggi),
        ("north chungcheong", .northChungcheong), ("충청북도", .northChungcheong), ("세종시", .sejong),
    ])
    func regions(name: String, region: Region) throws {
        #expect(try ChartFilterInput.region(name) == region)
    }

    @Test func allOrTheWholeCountryIsNoRegion() throws {
        #expect(try ChartFilterInput.region("all") == nil)
        #expect(try ChartFilterInput.region("전체") == nil)
    }

    @Test func anUnknownRegionGetsTheNearest() {
        #expect(throws: FilterInputError.unknownRegion(typed: "부산광역사", nearest: .busan)) {
            try ChartFilterInput.region("부산광역사")
        }
        #expect(throws: FilterInputError.unknownRegion(typed: "Busam", nearest: .busan)) {
            try ChartFilterInput.region("Busam")
        }
        #expect(throws: FilterInputError.unknownRegion(typed: "Atlantis", nearest: nil)) {
            try ChartFilterInput.region("Atlantis")
        }
    }

    @Test func theWordsOfEveryErrorInBothLanguages() {
        let errors: [FilterInputError] = [
            .unknownChoice(.nation, typed: "martian", choices: ChartFilterInput.completions(for: .nation)),
            .unknownRegion(typed: "부산광역시", nearest: .busan),
            .unknownRegion(typed: "x\u{1B}[31m", nearest: nil),
        ]
        for error in errors {
            let korean = KoreanWords().text(for: error)
            let english = EnglishWords().text(for: error)
            #expect(!korean.contains("\n") && !english.contains("\n"))
            #expect(!english.contains("\u{1B}") && !korean.contains("\u{1B}"))
        }
        #expect(KoreanWords().text(for: errors[1]).contains("부산시"))
        #expect(EnglishWords().text(for: errors[1]).contains("Busan"))
    }

    @Test func tabOffersTheSeventeenRegionsInKorean() {
        let regions = ChartFilterInput.completions(for: .region)
        #expect(regions.count == 35)
        #expect(regions.contains("서울시") && regions.contains("세종시") && regions.contains("all"))
    }
}

extension ChartFilterInputTests {
    @Test(arguments: [
        ("세종특별자치시", Region.sejong), ("제주특별자치도", .jeju), ("충북", .northChungcheong),
        ("chungbuk", .northChungcheong), ("Gyeongsangnam-do", .southGyeongsang), ("부산광역시", .busan),
    ])
    func officialAndShortNames(name: String, region: Region) throws {
        #expect(try ChartFilterInput.region(name) == region)
    }
}

extension ChartFilterInputTests {
    @Test func theOneShotOptionsOfAFilterReadBackAsIt() throws {
        let filter = ChartFilter(nation: .foreign, kind: .diversity, region: .northChungcheong)
        let options = ChartFilterInput.commandLineOptions(for: filter)
        #expect(options == " --nation foreign --kind diversity --region 충청북도")
        let words = options.split(separator: " ").map(String.init)
        let read = ChartFilter(
            nation: try ChartFilterInput.nation(words[1]), kind: try ChartFilterInput.kind(words[3]),
            region: try ChartFilterInput.region(words[5]))
        #expect(read == filter)
        #expect(ChartFilterInput.commandLineOptions(for: .all).isEmpty)
    }
}
