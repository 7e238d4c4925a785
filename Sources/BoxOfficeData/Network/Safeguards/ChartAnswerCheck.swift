// A KOBIS chart held against the question it answers: its period, how many rows, its ranks.

import BoxOfficeDomain

/// What a chart answer must be before anything of it is kept: the period asked, at most the rows
/// KOBIS sends, ranked 1…n in order. A server that answers another question is refused with a
/// ``ChartMismatch``, so the chart is never stored under a period it does not cover.
enum ChartAnswerCheck {
    /// KOBIS's `itemPerPage` is 1…10, and 10 when absent (the app never sends it).
    static let maximumRows = 10

    /// `showRange` is exactly `yyyyMMdd~yyyyMMdd` of `period`'s first and last days, and there
    /// are no more than ``maximumRows`` rows.
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

    /// The ranks of `entries`, in the order sent, are 1, 2, … `entries.count`.
    static func checkRanks(_ entries: [BoxOfficeEntry]) throws(KOBISDecodingError) {
        let ranks = entries.map(\.rank)
        guard ranks.enumerated().contains(where: { $0.offset + 1 != $0.element }) else { return }
        throw KOBISDecodingError(.otherChart(.ranks(ranks)))
    }

    /// `20220105~20220105` for a day, `20111230~20120101` for the weekend of 2012-01-01.
    static func expectedShowRange(_ period: ChartPeriod) -> String {
        "\(period.first.compact)~\(period.last.compact)"
    }
}
