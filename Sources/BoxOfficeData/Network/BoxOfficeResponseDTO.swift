// KOBIS's daily and weekly box office: the DTOs as sent, their mapping to the Domain, and the decoder's entry.

import BoxOfficeDomain
import Foundation

/// The daily box office exactly as KOBIS sends it (`searchDailyBoxOfficeList.json`).
///
/// Field names are KOBIS's, including the lower-case `o` of `boxofficeType`. Every key is
/// required: a response without one is not a box office. Only ``toDomain(date:source:)``
/// turns it into something the rest of the app may see.
struct DailyBoxOfficeResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let boxOfficeResult: BoxOfficeResultDTO

    /// The body of a daily answer.
    struct BoxOfficeResultDTO: Decodable, Equatable, Sendable {
        /// `일별 박스오피스`.
        let boxofficeType: String
        /// `yyyyMMdd~yyyyMMdd`, the same day twice for a daily answer.
        let showRange: String
        /// The rows, at most ten, ranked; empty for a day still being counted.
        let dailyBoxOfficeList: [BoxOfficeEntryDTO]
    }
}

/// The weekly, weekend or weekdays box office as KOBIS sends it (`searchWeeklyBoxOfficeList.json`):
/// the daily answer's rows under `weeklyBoxOfficeList`, with the week's `yearWeekTime`.
struct WeeklyBoxOfficeResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let boxOfficeResult: BoxOfficeResultDTO

    /// The body of a weekly answer.
    struct BoxOfficeResultDTO: Decodable, Equatable, Sendable {
        /// `주간 박스오피스`, `주말 박스오피스` or `주중 박스오피스`.
        let boxofficeType: String
        /// `yyyyMMdd~yyyyMMdd`: the days the chart covers.
        let showRange: String
        /// The ISO week, `YYYYIW` (e.g. `201152`).
        let yearWeekTime: String
        /// The rows, at most ten, ranked; empty for a week still being counted.
        let weeklyBoxOfficeList: [BoxOfficeEntryDTO]
    }
}

/// One row of KOBIS's daily or weekly box office: all 18 fields, every one a string on the wire.
///
/// Numbers stay text here (`"-1"`, `"-15.9"`, `"14273.4"`); they are read, and checked,
/// by ``toDomain()``.
struct BoxOfficeEntryDTO: Decodable, Equatable, Sendable {
    /// Row number.
    let rnum: String
    /// Rank that day.
    let rank: String
    /// Change of rank since the day before; positive = moved up.
    let rankInten: String
    /// `OLD`, or `NEW` for an entry (or re-entry) into the top ten.
    let rankOldAndNew: String
    /// Movie code; may contain letters.
    let movieCd: String
    /// Korean title; may carry trailing spaces.
    let movieNm: String
    /// Release date `yyyy-MM-dd`; may be `""` or `" "`.
    let openDt: String
    /// Sales that day, in won.
    let salesAmt: String
    /// Share of that day's sales, in percent.
    let salesShare: String
    /// Change of sales since the day before.
    let salesInten: String
    /// Change of sales since the day before, in percent.
    let salesChange: String
    /// Sales since release.
    let salesAcc: String
    /// Audience that day.
    let audiCnt: String
    /// Change of audience since the day before.
    let audiInten: String
    /// Change of audience since the day before, in percent.
    let audiChange: String
    /// Audience since release.
    let audiAcc: String
    /// Screens that day.
    let scrnCnt: String
    /// Showings that day.
    let showCnt: String
}

extension DailyBoxOfficeResponseDTO {
    /// The day's box office in domain terms, once it is held against the question
    /// (``ChartAnswerCheck``): the day asked, at most ten rows, ranked 1…n in order.
    /// - Parameters:
    ///   - request: the chart that was asked for.
    ///   - source: where the response came from.
    /// - Throws: ``KOBISDecodingError`` naming the first field that cannot be read, or how the
    ///   answer is another chart than the one asked.
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
    /// The week's chart in domain terms, with KOBIS's `yearWeekTime`, once it is held against
    /// the question (``ChartAnswerCheck``): the week's part asked, at most ten rows, ranked 1…n.
    /// - Throws: ``KOBISDecodingError`` naming the first field that cannot be read, or how the
    ///   answer is another chart than the one asked.
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
    /// The rows in domain terms, in the order sent, which must be ranks 1…n.
    static func ranked(_ rows: [BoxOfficeEntryDTO]) throws(KOBISDecodingError) -> [BoxOfficeEntry] {
        var entries: [BoxOfficeEntry] = []
        for row in rows {
            entries.append(try row.toDomain())
        }
        try ChartAnswerCheck.checkRanks(entries)
        return entries
    }
}

extension BoxOfficeEntryDTO {
    /// The row in domain terms.
    ///
    /// Numbers are read from their strings (surrounding spaces ignored); a blank `openDt`
    /// means "release date unknown"; the title loses its trailing spaces. `NEW` rows become
    /// ``RankChange/new`` whatever `rankInten` says.
    /// - Throws: ``KOBISDecodingError`` naming the field, never a silent 0.
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

extension KOBISResponseDecoder {
    /// The chart in `body`: a daily answer for a daily request, else a weekly one.
    /// - Parameters:
    ///   - body: the bytes KOBIS answered with (HTTP status already checked).
    ///   - request: the chart that was asked for.
    ///   - source: where the body came from.
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
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

    /// What `toDomain` makes, with a field that cannot be read turned into a failure.
    private static func mapping(
        _ toDomain: () throws(KOBISDecodingError) -> BoxOfficeChart
    ) throws(BoxOfficeFailure) -> BoxOfficeChart {
        do {
            return try toDomain()
        } catch {
            throw .undecodableResponse(error.problem)
        }
    }

    /// The daily box office of every film on `date` in `body`.
    static func dailyBoxOffice(
        from body: Data, date: BoxOfficeDate, source: DataSource
    ) throws(BoxOfficeFailure) -> BoxOfficeChart {
        try chart(from: body, request: .daily(date), source: source)
    }

    /// The box-office DTO in `body`, with a decoding failure turned into a short, path-naming reason.
    static func decode(_ body: Data) throws(KOBISDecodingError) -> DailyBoxOfficeResponseDTO {
        try decode(DailyBoxOfficeResponseDTO.self, from: body)
    }
}
