// The demo box office: the repository and the days it serves, compiled into the binary.

import BoxOfficeDomain

/// The box office without a network or a key: a few real days bundled with the app.
///
/// The figures are compiled into the binary (see `DemoBoxOfficeData`), so nothing is read
/// from disk at run time. Asking for any other day is an explained failure that lists the
/// days there are.
public struct DemoBoxOfficeRepository: BoxOfficeRepository {
    private let days: [BoxOfficeDate: BoxOfficeChart]

    /// The bundled days: 2022-01-05, 2022-12-14, 2023-04-23 and 2023-04-26, from KOBIS.
    public init() {
        self.init(days: DemoBoxOfficeData.days)
    }

    /// Demo data made of the given days (for tests and previews); their source becomes `.demo`.
    /// When a day appears twice, the last one wins.
    public init(days: [BoxOfficeChart]) {
        var byDate: [BoxOfficeDate: BoxOfficeChart] = [:]
        for var day in days {
            day.source = .demo
            byDate[day.date] = day
        }
        self.days = byDate
        self.availableDates = byDate.keys.sorted()
    }

    public let availableDates: [BoxOfficeDate]?
    public var filtersCharts: Bool { false }

    /// Only the daily chart of every film on one of `availableDates`; `refresh` changes nothing.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        if Task.isCancelled { throw .cancelled }
        guard request.period.kind == .daily, request.filter.isAll else { throw .chartNotInDemoData(request) }
        guard let day = days[request.period.first] else {
            throw .notInDemoData(request.period.first, available: availableDates ?? [])
        }
        return day
    }
}

// Source: 영화진흥위원회 KOBIS Open API, daily box office of 2022-01-05, 2022-12-14, 2023-04-23 and
// 2023-04-26, figures unchanged. A `nil` release date is one KOBIS does not give (a 1968 re-release).
enum DemoBoxOfficeData {
    // Oldest first.
    static let days: [BoxOfficeChart] = [
        day(
            "2022-01-05",
            [
                // rank, movie code, title, release date, rank change,
                //   audience, audience total, sales, sales total (won), sales share %, screens, shows,
                //   change of audience (and %), change of sales (won, and %) since the day before
                row(
                    1, "20199882", "경관의 피", "2022-01-05", .new,
                    64_050, 69_228, 584_559_330, 631_402_330, 34.2, 1_171, 4_416,
                    64_050, 100.0, 584_559_330, 100.0),
                row(
                    2, "20210028", "스파이더맨: 노 웨이 홈", "2021-12-15", .down(1),
                    50_399, 6_252_827, 507_028_380, 62_772_471_900, 29.6, 1_357, 4_314,
                    -9_564, -15.9, -91_443_730, -15.3),
                row(
                    3, "20218764", "씽2게더", "2022-01-05", .new,
                    44_221, 44_778, 379_941_010, 384_962_010, 22.2, 999, 3_156,
                    44_221, 100.0, 379_941_010, 100.0),
                row(
                    4, "20194403", "킹스맨: 퍼스트 에이전트", "2021-12-22", .down(2),
                    13_916, 835_601, 140_823_730, 8_325_835_830, 8.2, 657, 1_481,
                    -7_219, -34.2, -65_077_090, -31.6),
                row(
                    5, "20217807", "해피 뉴 이어", "2021-12-29", .down(2),
                    4_152, 211_533, 38_850_000, 1_973_695_930, 2.3, 414, 643,
                    -6_835, -62.2, -62_624_160, -61.7),
                row(
                    6, "20192354", "특송", "2022-01-12", .up(6),
                    1_213, 2_984, 13_378_000, 30_157_000, 0.8, 4, 4,
                    923, 318.3, 10_760_000, 411.0),
                row(
                    7, "20218415", "드라이브 마이 카", "2021-12-23", .down(1),
                    1_013, 25_877, 9_238_520, 238_182_180, 0.5, 74, 99,
                    -156, -13.3, -1_637_380, -15.1),
                row(
                    8, "20210672", "피드백", "2022-01-05", .up(14),
                    748, 1_187, 4_896_500, 8_078_500, 0.3, 32, 41,
                    637, 573.9, 4_666_500, 2028.9),
                row(
                    9, "20218390", "램", "2021-12-29", .down(1),
                    329, 12_197, 3_244_700, 109_603_940, 0.2, 44, 49,
                    -481, -59.4, -3_955_470, -54.9),
                row(
                    10, "20210864", "엔칸토: 마법의 세계", "2021-11-24", .down(3),
                    291, 628_878, 2_290_000, 5_964_273_080, 0.1, 23, 24,
                    -765, -72.4, -7_180_050, -75.8),
            ]
        ),
        day(
            "2022-12-14",
            [
                // rank, movie code, title, release date, rank change,
                //   audience, audience total, sales, sales total (won), sales share %, screens, shows,
                //   change of audience (and %), change of sales (won, and %) since the day before
                row(
                    1, "20225061", "아바타: 물의 길", "2022-12-14", .new,
                    359_031, 359_787, 4_189_094_718, 4_204_214_718, 85.2, 2_797, 10_115,
                    359_031, 100.0, 4_189_094_718, 100.0),
                row(
                    2, "20227762", "올빼미", "2022-11-23", .down(1),
                    32_251, 2_684_230, 310_191_475, 26_358_474_567, 6.3, 765, 1_610,
                    -33_977, -51.3, -315_351_871, -50.4),
                row(
                    3, "20228313", "오늘 밤, 세계에서 이 사랑이 사라진다 해도", "2022-11-30", .down(1),
                    13_025, 230_017, 130_460_332, 2_294_881_377, 2.7, 302, 465,
                    -6_746, -34.1, -59_809_664, -31.4),
                row(
                    4, "20228640", "신비아파트 극장판 차원도깨비와 7개의 세계", "2022-12-14", .new,
                    8_166, 45_836, 80_562_429, 468_198_564, 1.6, 479, 731,
                    8_166, 100.0, 80_562_429, 100.0),
                row(
                    5, "20210364", "탄생", "2022-11-30", .down(1),
                    5_297, 270_986, 47_009_299, 2_422_899_354, 1.0, 209, 265,
                    -6_347, -54.5, -55_718_345, -54.2),
                row(
                    6, "20205106", "압꾸정", "2022-11-30", .down(3),
                    4_535, 590_504, 34_829_197, 5_584_017_192, 0.7, 161, 186,
                    -12_515, -73.4, -114_486_570, -76.7),
                row(
                    7, "20183772", "태일이", "2021-12-01", .new,
                    1_873, 121_434, 18_730_000, 1_009_735_590, 0.4, 17, 17,
                    1_873, 100.0, 18_730_000, 100.0),
                row(
                    8, "20227885", "프레이 포 더 데블", "2022-12-07", .down(3),
                    1_613, 64_413, 12_480_500, 653_116_987, 0.3, 52, 57,
                    -4_521, -73.7, -41_026_688, -76.7),
                row(
                    9, "20228655", "스페이스 키드: 우주에서 살아남기", "2022-12-07", .down(1),
                    1_321, 22_763, 8_707_000, 186_374_130, 0.2, 35, 37,
                    -1_678, -56.0, -12_996_500, -59.9),
                row(
                    10, "20228308", "극장판 뽀로로와 친구들: 바이러스를 없애줘!", "2022-12-01", .up(2),
                    961, 139_723, 7_574_700, 1_254_979_300, 0.2, 120, 132,
                    -1_398, -59.3, -11_409_100, -60.1),
            ]
        ),
        day(
            "2023-04-23",
            [
                // rank, movie code, title, release date, rank change,
                //   audience, audience total, sales, sales total (won), sales share %, screens, shows,
                //   change of audience (and %), change of sales (won, and %) since the day before
                row(
                    1, "20231089", "존 윅 4", "2023-04-12", .steady,
                    113_983, 1_232_034, 1_198_147_388, 12_940_719_230, 40.2, 1_509, 4_458,
                    -24_919, -17.9, -269_690_071, -18.4),
                row(
                    2, "20226270", "스즈메의 문단속", "2023-03-08", .steady,
                    64_087, 4_924_050, 642_314_768, 50_638_613_854, 21.6, 981, 2_780,
                    -10_747, -14.4, -119_088_585, -15.6),
                row(
                    3, "20226489", "리바운드", "2023-04-05", .steady,
                    27_315, 599_575, 266_294_171, 5_772_911_299, 8.9, 702, 1_570,
                    -2_752, -9.2, -30_815_571, -10.4),
                row(
                    4, "20225865", "옥수역귀신", "2023-04-19", .steady,
                    19_724, 78_720, 210_968_700, 813_658_200, 7.1, 311, 909,
                    -2_634, -11.8, -27_868_400, -11.7),
                row(
                    5, "20200154", "킬링 로맨스", "2023-04-14", .steady,
                    14_522, 140_027, 143_725_186, 1_350_016_370, 4.8, 611, 1_255,
                    -1_727, -10.6, -14_432_379, -9.1),
                row(
                    6, "20228555", "더 퍼스트 슬램덩크", "2023-01-04", .steady,
                    8_318, 4_534_730, 88_783_355, 47_281_597_826, 3.0, 321, 482,
                    -1_146, -12.1, -13_848_409, -13.5),
                row(
                    7, "20227890", "슈퍼 마리오 브라더스", "2023-04-26", .steady,
                    6_974, 22_542, 82_063_510, 252_860_670, 2.8, 61, 61,
                    -1_833, -20.8, -20_067_030, -19.6),
                row(
                    8, "20231244", "렌필드", "2023-04-19", .steady,
                    5_582, 39_514, 57_762_439, 384_817_035, 1.9, 537, 1_214,
                    -1_461, -20.7, -15_413_476, -21.1),
                row(
                    9, "20100312", "인셉션", "2010-07-21", .steady,
                    3_074, 6_011_861, 55_408_000, 45_099_304_940, 1.9, 21, 59,
                    -587, -16.0, -12_245_500, -18.1),
                row(
                    10, "20231106", "아머드 사우루스: 기계공룡제국의 침략", "2023-04-20", .up(2),
                    2_802, 6_333, 26_765_042, 59_170_137, 0.9, 236, 294,
                    281, 11.1, 2_853_946, 11.9),
            ]
        ),
        day(
            "2023-04-26",
            [
                // rank, movie code, title, release date, rank change,
                //   audience, audience total, sales, sales total (won), sales share %, screens, shows,
                //   change of audience (and %), change of sales (won, and %) since the day before
                row(
                    1, "20198482", "드림", "2023-04-26", .new,
                    93_416, 101_276, 743_657_273, 808_543_273, 31.6, 1_229, 4_955,
                    93_416, 100.0, 743_657_273, 100.0),
                row(
                    2, "20227890", "슈퍼 마리오 브라더스", "2023-04-26", .up(12),
                    89_690, 112_856, 772_587_490, 1_036_056_160, 32.8, 1_271, 5_835,
                    89_066, 14273.4, 761_979_490, 7183.1),
                row(
                    3, "20231089", "존 윅 4", "2023-04-12", .down(2),
                    42_213, 1_349_276, 338_998_239, 14_033_817_474, 14.4, 786, 1_874,
                    3_947, 10.3, -45_023_946, -11.7),
                row(
                    4, "20226270", "스즈메의 문단속", "2023-03-08", .down(2),
                    19_561, 4_970_529, 162_186_470, 51_071_501_137, 6.9, 587, 1_229,
                    5_297, 37.1, 18_374_228, 12.8),
                row(
                    5, "20228555", "더 퍼스트 슬램덩크", "2023-01-04", .up(1),
                    9_736, 4_553_399, 89_779_974, 47_464_669_054, 3.8, 179, 261,
                    4_816, 97.9, 38_823_238, 76.2),
                row(
                    6, "20226489", "리바운드", "2023-04-05", .down(3),
                    6_510, 623_930, 50_505_159, 5_989_092_141, 2.1, 394, 560,
                    -4_372, -40.2, -49_542_704, -49.5),
                row(
                    7, "20225865", "옥수역귀신", "2023-04-19", .down(3),
                    6_508, 99_643, 57_162_200, 1_018_749_800, 2.4, 237, 456,
                    -1_517, -18.9, -23_255_300, -28.9),
                row(
                    8, "20231164", "무명", "2023-04-26", .new,
                    4_415, 5_503, 37_025_625, 46_217_625, 1.6, 195, 273,
                    4_415, 100.0, 37_025_625, 100.0),
                row(
                    9, "20200154", "킬링 로맨스", "2023-04-14", .down(4),
                    3_005, 156_738, 22_937_822, 1_497_747_203, 1.0, 150, 180,
                    -4_981, -62.4, -48_482_604, -67.9),
                row(
                    10, "19688005", "2001 스페이스 오디세이", nil, .new,
                    1_283, 8_087, 10_623_800, 69_169_900, 0.5, 15, 22,
                    1_283, 100.0, 10_623_800, 100.0),
            ]
        ),
    ].compactMap { $0 }

    private static func day(_ date: String, _ entries: [BoxOfficeEntry]) -> BoxOfficeChart? {
        guard let date = try? BoxOfficeDate.parse(date) else { return nil }
        return BoxOfficeChart(date: date, source: .demo, entries: entries)
    }

    private static func row(
        _ rank: Int, _ code: MovieCode, _ title: String, _ released: String?, _ change: RankChange,
        _ audience: Int, _ audienceTotal: Int, _ sales: Int, _ salesTotal: Int, _ salesShare: Double,
        _ screens: Int, _ shows: Int, _ audienceChange: Int, _ audiencePercent: Double, _ salesChange: Int,
        _ salesPercent: Double
    ) -> BoxOfficeEntry {
        BoxOfficeEntry(
            rank: rank, movieCode: code, title: title,
            openDate: released.flatMap { try? BoxOfficeDate.parse($0) },
            rankChange: change, audience: audience, audienceTotal: audienceTotal, sales: sales,
            salesTotal: salesTotal, salesShare: salesShare, screens: screens, shows: shows,
            changes: FigureChanges(
                audience: audienceChange, audiencePercent: audiencePercent, sales: salesChange,
                salesPercent: salesPercent)
        )
    }
}
