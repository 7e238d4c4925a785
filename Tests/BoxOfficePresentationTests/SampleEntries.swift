import BoxOfficeDomain

/// Two real rows of 2022-01-05 (KOBIS), and a title with CSV's special characters.
enum SampleEntries {
    static let policemansLineage = BoxOfficeEntry(
        rank: 1, movieCode: "20199882", title: "경관의 피", openDate: BoxOfficeDate(year: 2022, month: 1, day: 5),
        rankChange: .new, audience: 64050, audienceTotal: 69228, sales: 584_559_330, salesTotal: 631_402_330,
        salesShare: 34.2, screens: 1171, shows: 4416)

    static let spiderMan = BoxOfficeEntry(
        rank: 2, movieCode: "20210028", title: "스파이더맨: 노 웨이 홈",
        openDate: BoxOfficeDate(year: 2021, month: 12, day: 15),
        rankChange: .down(1), audience: 50399, audienceTotal: 6_252_827, sales: 507_028_380,
        salesTotal: 62_772_471_900, salesShare: 29.6, screens: 1357, shows: 4314)

    static let awkwardTitle = BoxOfficeEntry(
        rank: 3, movieCode: "2023C165", title: "Say \"Hi\", World", openDate: nil, rankChange: .up(2),
        audience: 1, audienceTotal: 2, sales: 3, salesTotal: 4, salesShare: 0.5, screens: 1, shows: 1)

    static let day = BoxOfficeChart(
        date: BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest, source: .kobis,
        entries: [policemansLineage, spiderMan, awkwardTitle])
}
