// The KOBIS the browser tests sync from: a week of daily charts of ten films, four titled with payloads
// that would run or mislead if a page let them, the ranks moving so that every marker kind is drawn.

import BoxOfficeTestSupport
import Foundation

enum WebBrowserFixture {
    /// Titles that would run as markup or script, or turn text around, if a page did not escape them.
    static let hostileTitles = [
        "<script>document.title='pwned'</script>", #""><img src=x onerror=alert(1)>"#, "javascript:alert(1)",
        "\u{202E}4pm.exe 영화",
    ]

    /// Codes `20240001`…`20240010`; the hostile titles first, then `영화 5`…`영화 10`.
    static let movies: [LoopbackBodies.RankedMovie] =
        (hostileTitles + (5...10).map { "영화 \($0)" }).enumerated().map {
            LoopbackBodies.RankedMovie(code: String(20_240_001 + $0), title: $1)
        }

    static let days = (1...7).map { String(format: "202401%02d", $0) }
    /// The day whose chart the pages show.
    static let chartDay = "20240105"

    static let kobis = MCPLoopback.kobis.answering([
        "searchDailyBoxOfficeList": { .body(dailyJSON(targetDt: $0.targetDt ?? "")) },
        "searchWeeklyBoxOfficeList": {
            LoopbackBodies.weekly(
                targetDt: $0.targetDt ?? "", weekGb: $0.query("weekGb") ?? "1", movies: movies)
        },
        "searchMovieInfo": { request in
            let code = request.movieCd ?? ""
            return LoopbackBodies.movieInfo(
                code: code, title: movies.first { $0.code == code }?.title ?? "영화")
        },
    ])

    @Sendable static func reply(_ request: LoopbackRequest) -> LoopbackReply {
        kobis.reply(to: request)
    }

    /// The films in their order of `day`: on even days the pairs (1, 2), (3, 4) … (7, 8) swapped.
    static func order(day: Int) -> [LoopbackBodies.RankedMovie] {
        guard day % 2 == 0 else { return movies }
        return (0..<movies.count).map { index in
            index < 8 ? movies[index % 2 == 0 ? index + 1 : index - 1] : movies[index]
        }
    }

    /// `targetDt`'s chart: ranks 1, 3, 5, 7 up one, 2, 4, 6, 8 down one, 9 steady, 10 new; the
    /// audience grows through the week, so a film's run is a line that moves. The made-up chart's
    /// rows, with these figures written over theirs.
    static func dailyJSON(targetDt: String) -> Data {
        let day = Int(targetDt.suffix(2)) ?? 1
        let madeUp = LoopbackBodies.dailyJSON(targetDt: targetDt, movies: order(day: day))
        var object = (try? JSONSerialization.jsonObject(with: madeUp)) as? [String: [String: Any]] ?? [:]
        let rows = object["boxOfficeResult"]?["dailyBoxOfficeList"] as? [[String: String]] ?? []
        object["boxOfficeResult"]?["dailyBoxOfficeList"] = rows.enumerated().map { index, row in
            let audience = 120_000 - index * 11_000 + day * 4_000 + (index % 2) * day * 1_500
            let change = index < 8 ? (index % 2 == 0 ? "1" : "-1") : "0"
            return row.merging([
                "rankInten": change, "rankOldAndNew": index == 9 ? "NEW" : "OLD", "openDt": "2023-12-20",
                "audiCnt": String(audience), "audiAcc": String(audience * day),
            ]) { $1 }
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)) ?? Data()
    }
}
