// A KOBIS chart held against the question it answers: its period, how many rows, its ranks.

import BoxOfficeDomain

// A chart answer is held against its question before anything of it is kept: the period asked,
// at most the rows KOBIS sends, ranks 1…n in order. Another day's chart is never stored as this one.
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
}
