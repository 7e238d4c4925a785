// The fault table's cases of answers that make no sense and of a store harmed on disk: pages of charts
// overwritten, and the log of a writer that crashed cut in half.

import BoxOfficeTestSupport
import Foundation

extension FaultAnswers {
    /// The day of ten films, with `edit` made to its rows (KOBIS's field names, every value a string).
    static func day(editing edit: @Sendable (inout [[String: String]]) -> Void) -> RawReply {
        let body = LoopbackBodies.dailyJSON(targetDt: FaultCase.day)
        guard var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: [String: Any]],
            var result = object["boxOfficeResult"],
            var rows = result["dailyBoxOfficeList"] as? [[String: String]],
            !rows.isEmpty
        else { return .json(body) }
        edit(&rows)
        result["dailyBoxOfficeList"] = rows
        object["boxOfficeResult"] = result
        return .json((try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)) ?? body)
    }
}

extension FaultCase {
    /// Answers of the day asked whose figures no real chart has.
    static let senseless: [FaultCase] = [
        FaultCase(
            name: "an audience of 2^63−1",
            kobis: { _, _ in
                FaultAnswers.day { rows in
                    rows[0]["audiCnt"] = String(Int.max)
                    rows[0]["audiAcc"] = String(Int.max)
                }
            }),
        FaultCase(
            name: "a negative audience", kobis: { _, _ in FaultAnswers.day { $0[2]["audiCnt"] = "-1" } }),
        FaultCase(
            name: "a total audience below the day's",
            kobis: { _, _ in FaultAnswers.day { $0[0]["audiAcc"] = "99999" } }),
        FaultCase(
            name: "the same movie at ranks 1 and 2",
            kobis: { _, _ in FaultAnswers.day { $0[1]["movieCd"] = $0[0]["movieCd"] } }),
        sync("sync: 20220105 answered with an audience of 2^63−1") { request in
            guard request.queryItems.contains(where: { $0.name == "targetDt" && $0.value == FaultCase.day })
            else { return nil }
            return FaultAnswers.day { rows in
                rows[0]["audiCnt"] = String(Int.max)
                rows[0]["audiAcc"] = String(Int.max)
            }
        },
    ]

    /// Forty days, then the command.
    static let fortyDays = ["sync", "20220101", "20220209"]

    /// A store harmed on disk before the command.
    static let store: [FaultCase] = [
        FaultCase(
            name: "store: three pages of charts overwritten (a 40-day store)",
            command: .oneShot(["sync", "20220101", "20220209"]),
            kobis: syncing { _ in nil }, shown: .line(containing: "charts kept"),
            before: [fortyDays],
            toTheStore: { path in
                let leaves = try StoreDamageEndToEndTests.leafPages(of: "chart_entry", in: path)
                guard leaves.count > 6 else { return }
                StoreDamageEndToEndTests.overwrite(
                    pages: Array(leaves[(leaves.count / 2)..<(leaves.count / 2 + 3)]), of: path)
            }),
        FaultCase(
            name:
                "store: a writer killed (kill -9), its log then cut in half: lost without a word (SQLite cannot tell)",
            command: .oneShot(["sync", "20220101", "20220115", "--concurrency", "1"]),
            kobis: syncing { _ in nil }, shown: .line(containing: "etched"),
            before: [["sync", "20220101", "20220110"]],
            toTheStore: { path in try CrashedWriter.writeFiveChartsAndDie(path) }),
    ]
}

/// A writer that crashes with its last commits only in the store's log, which is then cut in half.
enum CrashedWriter {
    /// Copies of the 2022-01-01 chart as 2022-01-11…15, each in its own transaction, with no
    /// checkpoint; then the python3 writing them kills itself (SIGKILL), as a sync killed with `kill -9`.
    static let script = """
        import os, signal, sqlite3, sys
        connection = sqlite3.connect(sys.argv[1], isolation_level=None)
        connection.execute("PRAGMA wal_autocheckpoint = 0")
        for day in range(11, 16):
            start = "2022-01-%02d" % day
            connection.execute("BEGIN IMMEDIATE")
            connection.execute(
                "INSERT INTO chart SELECT chart, ?, ?, filter, year_week, source, fetched_at FROM chart "
                "WHERE chart = 'daily' AND period_start = '2022-01-01'", (start, start))
            connection.execute(
                "INSERT INTO chart_entry SELECT chart, ?, ?, filter, row_number, rank, movie_code, title, open_date, "
                "is_new, rank_change, audience, audience_total, audience_change, audience_change_percent, sales, "
                "sales_total, sales_share, sales_change, sales_change_percent, screens, shows FROM chart_entry "
                "WHERE chart = 'daily' AND period_start = '2022-01-01'", (start, start))
            connection.execute("COMMIT")
        os.kill(os.getpid(), signal.SIGKILL)
        """

    static func writeFiveChartsAndDie(_ path: String) throws {
        guard let python = Python3.executable else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, path]
        try process.run()
        process.waitUntilExit()
        let log = path + "-wal"
        let size = (try FileManager.default.attributesOfItem(atPath: log)[.size] as? NSNumber)?.intValue ?? 0
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: log))
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(size / 2))
    }
}
