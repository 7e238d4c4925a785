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
        let rank = try integer(rank, field: "rank")
        return DailyBoxOfficeEntry(
            rank: rank,
            movieCode: MovieCode(movieCd),
            title: movieNm.trimmingCharacters(in: .whitespacesAndNewlines),
            openDate: try openDate(),
            rankChange: try rankChange(),
            audience: try integer(audiCnt, field: "audiCnt"),
            audienceTotal: try integer(audiAcc, field: "audiAcc"),
            sales: try integer(salesAmt, field: "salesAmt"),
            salesTotal: try integer(salesAcc, field: "salesAcc"),
            salesShare: try decimal(salesShare, field: "salesShare"),
            screens: try integer(scrnCnt, field: "scrnCnt"),
            shows: try integer(showCnt, field: "showCnt")
        )
    }

    private func rankChange() throws(KOBISDecodingError) -> RankChange {
        switch rankOldAndNew.trimmingCharacters(in: .whitespaces).uppercased() {
        case "NEW":
            return .new
        case "OLD":
            return RankChange(isNew: false, delta: try integer(rankInten, field: "rankInten"))
        default:
            throw .unexpectedValue(
                field: "rankOldAndNew", value: rankOldAndNew, row: rnum, expected: "OLD or NEW")
        }
    }

    private func openDate() throws(KOBISDecodingError) -> BoxOfficeDate? {
        let text = openDt.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        do {
            return try BoxOfficeDate.parse(text)
        } catch {
            throw .unexpectedValue(field: "openDt", value: openDt, row: rnum, expected: "a yyyy-MM-dd date")
        }
    }

    private func integer(_ text: String, field: String) throws(KOBISDecodingError) -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .notANumber(field: field, value: text, row: rnum)
        }
        return value
    }

    private func decimal(_ text: String, field: String) throws(KOBISDecodingError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw .notANumber(field: field, value: text, row: rnum)
        }
        return value
    }
}
