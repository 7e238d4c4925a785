import BoxOfficeDomain
import Foundation
import Testing

/// docs/store.md's pandas block, run as written by a python3 that has pandas, on a known store where
/// the block looks for it (`~/.cache/boxoffice`), each frame compared with the answer worked out in
/// Swift. pandas is not one of the project's dependencies: without it this says it was skipped.
struct AnalystPandasTests {
    /// Printed after the documents' block: each frame it made, as JSON records.
    static let epilogue = """

        for frame in [
            top_films,
            per_week,
            run[["show_date", "day_of_release", "chart_day", "rank", "rank_change", "audience", "audience_total"]],
            films_per_month.rename_axis("month").reset_index(name="films"),
            jumps[["show_date", "movie_code", "title", "rank", "rank_change"]],
        ]:
            print(frame.to_json(orient="records"))
        """

    @Test(
        .enabled(
            if: AnalystTools.pythonWithPandas != nil, "python3 with pandas is needed; pandas is optional"))
    func theReadmesPandasBlockGivesTheKnownAnswers() async throws {
        let python = try #require(AnalystTools.pythonWithPandas)
        let home = try StoreFolder()
        defer { home.remove() }
        let cache = home.url.appendingPathComponent(".cache/boxoffice")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await KnownStore.write(into: folder)
        try FileManager.default.copyItem(
            at: folder.file, to: cache.appendingPathComponent("boxoffice.sqlite"))

        let script = try AnalystTools.recipe("pandas-recipes", language: "python") + Self.epilogue
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        let result = try AnalystTools.run(python, ["-"], input: script, environment: environment)
        try #require(result.status == 0, "python3 failed: \(result.errors)")
        let frames = try result.output.split(separator: "\n").map {
            try JSONDecoder().decode([KnownAnswers.Row].self, from: Data($0.utf8))
        }
        try #require(frames.count == 5, "\(result.output)")
        #expect(
            frames[0]
                == KnownAnswers.project(
                    KnownAnswers.topFilms(of: 2023), ["movie_code", "title", "audience", "days"]))
        #expect(frames[1] == KnownAnswers.weeks)
        #expect(frames[2] == KnownAnswers.run(of: "20199882"))
        #expect(frames[3] == KnownAnswers.project(KnownAnswers.months, ["month", "films"]))
        #expect(
            frames[4]
                == KnownAnswers.project(
                    KnownAnswers.jumps(of: 5), ["show_date", "movie_code", "title", "rank", "rank_change"]))
        // The code with letters came through as text, as every other code did.
        #expect(frames.joined().contains { $0["movie_code"] == .text("2023C165") })
    }
}
