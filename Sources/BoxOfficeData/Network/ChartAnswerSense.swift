// A chart answer is checked for sense beside its period (ChartAnswerCheck): audiences and sales that
// are negative or past any real count, a total below its day, one movie twice. Such a chart is not stored.

import BoxOfficeDomain

enum ChartAnswerSense {
    static func check(_ entries: [BoxOfficeEntry]) throws(KOBISDecodingError) {
        var rowsOfMovie: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            let row = index + 1
            try checkFigures(of: entry, row: row)
            let length = entry.movieCode.rawValue.count
            if length == 0
                || length > SenselessFigure.longestMovieCode
            {
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
