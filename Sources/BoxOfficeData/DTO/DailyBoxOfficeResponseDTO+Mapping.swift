import BoxOfficeDomain
import Foundation

extension DailyBoxOfficeResponseDTO {
    /// The day's box office in domain terms, rows ordered by rank.
    ///
    /// More than ten rows are kept (KOBIS never sends more, edited files do); rows with
    /// the same rank keep the order they came in.
    /// - Parameters:
    ///   - date: the day that was asked for.
    ///   - source: where the response came from.
    /// - Throws: ``KOBISDecodingError`` naming the first field that cannot be read.
    func toDomain(date: BoxOfficeDate, source: DataSource) throws(KOBISDecodingError) -> DailyBoxOffice {
        var entries: [(position: Int, entry: DailyBoxOfficeEntry)] = []
        for (position, row) in boxOfficeResult.dailyBoxOfficeList.enumerated() {
            entries.append((position, try row.toDomain()))
        }
        entries.sort { ($0.entry.rank, $0.position) < ($1.entry.rank, $1.position) }
        return DailyBoxOffice(date: date, source: source, entries: entries.map(\.entry))
    }
}

extension DailyBoxOfficeEntryDTO {
    /// The row in domain terms.
    ///
    /// Numbers are read from their strings (surrounding spaces ignored); a blank `openDt`
    /// means "release date unknown"; the title loses its trailing spaces. `NEW` rows become
    /// ``RankChange/new`` whatever `rankInten` says.
    /// - Throws: ``KOBISDecodingError`` naming the field, never a silent 0.
    func toDomain() throws(KOBISDecodingError) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(
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
            shows: try field("showCnt", showCnt).integer()
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
