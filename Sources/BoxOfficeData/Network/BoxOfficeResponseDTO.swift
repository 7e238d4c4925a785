// KOBIS's daily and weekly box office: the repository, its endpoint, and one answer read whole (the
// decoder's entry, the DTOs, their mapping to the Domain, the checks against the question and against
// sense before anything is kept). What every KOBIS call shares is KOBISClient.swift.

import BoxOfficeDomain
import Foundation

/// The live box office, asked of KOBIS over HTTP; every failure leaves without the key in it.
public struct KOBISBoxOfficeRepository: BoxOfficeRepository {
    private let client: KOBISClient

    /// Makes the repository; `client` is the one the composition root made for KOBIS.
    public init(client: KOBISClient) {
        self.client = client
    }

    /// `nil`: KOBIS has every day from 2003-11-11 to yesterday.
    public var availableDates: [BoxOfficeDate]? { nil }

    /// The chart asked for, fetched now (`refresh` changes nothing); an empty list, a period still
    /// being counted, is a valid empty chart.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        try await client.fetch { key in
            KOBISEndpoint.chart(request, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.chart(from: body, request: request, source: .kobis)
        }
    }
}

extension KOBISEndpoint {
    /// `boxoffice/searchDailyBoxOfficeList.json?key=…&targetDt=yyyyMMdd`, or the weekly list with
    /// `weekGb` (0 weekly, 1 weekend, 2 weekdays); then the filter's `repNationCd`, `multiMovieYn`,
    /// `wideAreaCd`.
    public static func chart(_ request: ChartRequest, key: String) -> KOBISEndpoint {
        let period = request.period
        var query = [
            URLQueryItem(name: keyParameter, value: key),
            URLQueryItem(name: "targetDt", value: period.first.compact),
        ]
        let weekGroup: String? =
            switch period.kind {
            case .daily: nil
            case .weekly: "0"
            case .weekend: "1"
            case .weekdays: "2"
            }
        if let weekGroup { query.append(URLQueryItem(name: "weekGb", value: weekGroup)) }
        let filter = request.filter
        switch filter.nation {
        case .all: break
        case .korean: query.append(URLQueryItem(name: "repNationCd", value: "K"))
        case .foreign: query.append(URLQueryItem(name: "repNationCd", value: "F"))
        }
        switch filter.kind {
        case .all: break
        case .diversity: query.append(URLQueryItem(name: "multiMovieYn", value: "Y"))
        case .commercial: query.append(URLQueryItem(name: "multiMovieYn", value: "N"))
        }
        if let region = filter.region { query.append(URLQueryItem(name: "wideAreaCd", value: region.code)) }
        let list = period.kind == .daily ? "searchDailyBoxOfficeList" : "searchWeeklyBoxOfficeList"
        return KOBISEndpoint(path: "boxoffice/\(list).json", queryItems: query)
    }
}

extension KOBISResponseDecoder {
    // A daily answer for a daily request, else a weekly one; the HTTP status is already checked.
    static func chart(
        from body: Data, request: ChartRequest, source: DataSource
    ) throws(BoxOfficeFailure) -> BoxOfficeChart {
        if request.period.kind == .daily {
            let dto = try response(DailyBoxOfficeResponseDTO.self, in: body)
            return try mapping { () throws(KOBISDecodingError) in
                try dto.toDomain(request: request, source: source)
            }
        }
        let dto = try response(WeeklyBoxOfficeResponseDTO.self, in: body)
        return try mapping { () throws(KOBISDecodingError) in
            try dto.toDomain(request: request, source: source)
        }
    }

    private static func mapping(
        _ toDomain: () throws(KOBISDecodingError) -> BoxOfficeChart
    ) throws(BoxOfficeFailure) -> BoxOfficeChart {
        do {
            return try toDomain()
        } catch {
            throw .undecodableResponse(error.problem)
        }
    }
}

// The daily box office exactly as KOBIS sends it: KOBIS's names (the lower-case `o` of
// `boxofficeType` too), every key required; only `toDomain` makes it something the app may see.
struct DailyBoxOfficeResponseDTO: Decodable, Equatable, Sendable {
    let boxOfficeResult: BoxOfficeResultDTO

    struct BoxOfficeResultDTO: Decodable, Equatable, Sendable {
        let boxofficeType: String  // `일별 박스오피스`
        let showRange: String  // `yyyyMMdd~yyyyMMdd`, the same day twice
        // At most ten rows, ranked; empty for a day still being counted.
        let dailyBoxOfficeList: [BoxOfficeEntryDTO]
    }
}

// The weekly, weekend or weekdays box office: the daily answer's rows under `weeklyBoxOfficeList`.
struct WeeklyBoxOfficeResponseDTO: Decodable, Equatable, Sendable {
    let boxOfficeResult: BoxOfficeResultDTO

    struct BoxOfficeResultDTO: Decodable, Equatable, Sendable {
        let boxofficeType: String  // `주간 박스오피스`, `주말 박스오피스` or `주중 박스오피스`
        let showRange: String  // `yyyyMMdd~yyyyMMdd`: the days the chart covers
        let yearWeekTime: String  // the ISO week, `YYYYIW` (e.g. `201152`)
        let weeklyBoxOfficeList: [BoxOfficeEntryDTO]
    }
}

// One row of a daily or weekly chart: all 18 fields, every one a string on the wire
// (`"-1"`, `"-15.9"`, `"14273.4"`), read and checked by `toDomain`.
struct BoxOfficeEntryDTO: Decodable, Equatable, Sendable {
    let rnum: String  // row number
    let rank: String  // rank that day
    let rankInten: String  // change of rank since the day before; positive = moved up
    let rankOldAndNew: String  // `OLD`, or `NEW` for an entry (or re-entry) into the top ten
    let movieCd: String  // movie code; may contain letters
    let movieNm: String  // Korean title; may carry trailing spaces
    let openDt: String  // release date `yyyy-MM-dd`; may be `""` or `" "`
    let salesAmt: String  // sales that day, in won
    let salesShare: String  // share of that day's sales, in percent
    let salesInten: String  // change of sales since the day before
    let salesChange: String  // change of sales since the day before, in percent
    let salesAcc: String  // sales since release
    let audiCnt: String  // audience that day
    let audiInten: String  // change of audience since the day before
    let audiChange: String  // change of audience since the day before, in percent
    let audiAcc: String  // audience since release
    let scrnCnt: String  // screens that day
    let showCnt: String  // showings that day
}

extension DailyBoxOfficeResponseDTO {
    // Held against the question first (`ChartAnswerCheck`): the day asked, at most ten rows, ranks 1…n.
    func toDomain(request: ChartRequest, source: DataSource) throws(KOBISDecodingError) -> BoxOfficeChart {
        let rows = boxOfficeResult.dailyBoxOfficeList
        try ChartAnswerCheck.check(
            showRange: boxOfficeResult.showRange, rowCount: rows.count, asked: request.period)
        return BoxOfficeChart(
            period: request.period, filter: request.filter, source: source,
            entries: try BoxOfficeEntryDTO.ranked(rows))
    }
}

extension WeeklyBoxOfficeResponseDTO {
    // Held against the question first (`ChartAnswerCheck`), like the daily chart.
    func toDomain(request: ChartRequest, source: DataSource) throws(KOBISDecodingError) -> BoxOfficeChart {
        let rows = boxOfficeResult.weeklyBoxOfficeList
        try ChartAnswerCheck.check(
            showRange: boxOfficeResult.showRange, rowCount: rows.count, asked: request.period)
        // Only KOBIS's shape (`YYYYIW`, six digits) is kept, and not held against the period: the
        // ISO week of a weekend around New Year is the old year's (20111230~20120101 is 201152).
        let week = boxOfficeResult.yearWeekTime.trimmed
        let isWeek = week.utf8.count == 6 && week.utf8.allSatisfy { (48...57).contains($0) }
        return BoxOfficeChart(
            period: request.period, filter: request.filter, yearWeek: isWeek ? week : nil, source: source,
            entries: try BoxOfficeEntryDTO.ranked(rows))
    }
}

extension BoxOfficeEntryDTO {
    static func ranked(_ rows: [BoxOfficeEntryDTO]) throws(KOBISDecodingError) -> [BoxOfficeEntry] {
        var entries: [BoxOfficeEntry] = []
        for row in rows {
            entries.append(try row.toDomain())
        }
        try ChartAnswerCheck.checkRanks(entries)
        try ChartAnswerCheck.checkSense(entries)
        return entries
    }

    // A blank `openDt` means "release date unknown"; `NEW` rows are `RankChange.new` whatever
    // `rankInten` says; a field that cannot be read is named, never a silent 0.
    func toDomain() throws(KOBISDecodingError) -> BoxOfficeEntry {
        BoxOfficeEntry(
            rank: try field("rank", rank).integer(),
            movieCode: MovieCode(movieCd),
            title: movieNm.trimmed,
            openDate: try field("openDt", openDt).optionalDate(format: "yyyy-MM-dd"),
            rankChange: try rankChange(),
            audience: try field("audiCnt", audiCnt).integer(),
            audienceTotal: try field("audiAcc", audiAcc).integer(),
            sales: try field("salesAmt", salesAmt).integer(),
            salesTotal: try field("salesAcc", salesAcc).integer(),
            salesShare: try field("salesShare", salesShare).decimal(),
            screens: try field("scrnCnt", scrnCnt).integer(),
            shows: try field("showCnt", showCnt).integer(),
            changes: FigureChanges(
                audience: try field("audiInten", audiInten).integer(),
                audiencePercent: try field("audiChange", audiChange).decimal(),
                sales: try field("salesInten", salesInten).integer(),
                salesPercent: try field("salesChange", salesChange).decimal())
        )
    }

    private func rankChange() throws(KOBISDecodingError) -> RankChange {
        let marker = field("rankOldAndNew", rankOldAndNew)
        switch marker.text.trimmed.uppercased() {
        case "NEW":
            return .new
        case "OLD":
            return RankChange(isNew: false, delta: try field("rankInten", rankInten).integer())
        default:
            throw marker.unexpected(.oneOf(["OLD", "NEW"]))
        }
    }

    private func field(_ name: String, _ text: String) -> KOBISField {
        KOBISField(name, text, row: rnum)
    }
}

// A chart answer is held against its question before anything of it is kept: the period asked,
// at most the rows KOBIS sends, ranks 1…n in order; and checked for sense: audiences and sales
// negative or past any real count, a total below its day, one movie twice. Another day's chart, or
// one no real day has, is never stored as this one.
enum ChartAnswerCheck {
    // KOBIS's `itemPerPage` is 1…10, and 10 when absent (the app never sends it).
    static let maximumRows = 10

    static func check(showRange: String, rowCount: Int, asked period: ChartPeriod) throws(KOBISDecodingError)
    {
        guard rowCount <= maximumRows else {
            throw KOBISDecodingError(.otherChart(.tooManyRows(count: rowCount, limit: maximumRows)))
        }
        guard showRange == expectedShowRange(period) else {
            let answered = KOBISDecodingError.shortened(showRange)
            throw KOBISDecodingError(.otherChart(.period(asked: period, answered: answered)))
        }
    }

    static func checkRanks(_ entries: [BoxOfficeEntry]) throws(KOBISDecodingError) {
        let ranks = entries.map(\.rank)
        guard ranks.enumerated().contains(where: { $0.offset + 1 != $0.element }) else { return }
        throw KOBISDecodingError(.otherChart(.ranks(ranks)))
    }

    // `20111230~20120101` for the weekend of 2012-01-01.
    static func expectedShowRange(_ period: ChartPeriod) -> String {
        "\(period.first.compact)~\(period.last.compact)"
    }

    static func checkSense(_ entries: [BoxOfficeEntry]) throws(KOBISDecodingError) {
        var rowsOfMovie: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            let row = index + 1
            try checkFigures(of: entry, row: row)
            let length = entry.movieCode.rawValue.count
            if length == 0 || length > SenselessFigure.longestMovieCode {
                throw senseless(.movieCodeUnusable(row: row, length: length))
            }
            rowsOfMovie[entry.movieCode.rawValue, default: []].append(row)
        }
        if let twice = rowsOfMovie.filter({ $0.value.count > 1 }).min(by: { $0.value[0] < $1.value[0] }) {
            throw senseless(.movieTwice(code: twice.key, rows: twice.value))
        }
    }

    // KOBIS's field names, as a failure names them.
    private static func checkFigures(of entry: BoxOfficeEntry, row: Int) throws(KOBISDecodingError) {
        let figures: [(field: String, value: Int, limit: Int)] = [
            ("audiCnt", entry.audience, SenselessFigure.mostAudienceInADay),
            ("audiAcc", entry.audienceTotal, SenselessFigure.mostAudienceInTotal),
            ("salesAmt", entry.sales, SenselessFigure.mostSalesInADay),
            ("salesAcc", entry.salesTotal, SenselessFigure.mostSalesInTotal),
            ("scrnCnt", entry.screens, Int.max),
            ("showCnt", entry.shows, Int.max),
        ]
        for figure in figures {
            if figure.value < 0 {
                throw senseless(.negative(field: figure.field, row: row, value: figure.value))
            }
            if figure.value > figure.limit {
                throw senseless(
                    .pastAnyRealCount(field: figure.field, row: row, value: figure.value, limit: figure.limit)
                )
            }
        }
        if !(0...100).contains(entry.salesShare) {
            throw senseless(.shareOutOfRange(field: "salesShare", row: row, value: entry.salesShare))
        }
        if entry.audienceTotal < entry.audience {
            throw senseless(.totalBelowDay(total: "audiAcc", day: "audiCnt", row: row))
        }
        if entry.salesTotal < entry.sales {
            throw senseless(.totalBelowDay(total: "salesAcc", day: "salesAmt", row: row))
        }
    }

    private static func senseless(_ figure: SenselessFigure) -> KOBISDecodingError {
        KOBISDecodingError(.senseless(figure))
    }
}
