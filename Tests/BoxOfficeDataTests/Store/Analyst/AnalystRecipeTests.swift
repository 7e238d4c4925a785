import BoxOfficeDomain
import Foundation
import Testing

/// docs/store.md's five analyst questions (and its filtered chart read by region name), each run as
/// the document writes it by the sqlite3 program on a store the app wrote, and compared with the
/// answer worked out from the known charts themselves.
@Suite(.enabled(if: AnalystTools.sqlite3 != nil, "the sqlite3 program is needed (scripts/install-deps)"))
struct AnalystRecipeTests {
    /// The rows of the document's recipe, run on a known store written for it.
    func answer(_ recipe: String) async throws -> [KnownAnswers.Row] {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await KnownStore.write(into: folder)
        return try AnalystTools.query(try AnalystTools.recipe(recipe), in: folder.file)
    }

    @Test func theTopTenFilmsOfAYearCountTheirDaysOfThatYearOnly() async throws {
        let expected = KnownAnswers.topFilms(of: 2023)
        #expect(expected.count == 10)
        let answer = try await answer("top-films-of-a-year")
        #expect(answer == expected)
        // sqlite3 gives the code with letters as text, as it gives the others.
        #expect(answer.first?["movie_code"] == .text("2023C165"))
        // The last days of 2022 and the first of 2024 are stored and would change the sums.
        #expect(KnownAnswers.topFilms(of: 2022) != [] && KnownAnswers.topFilms(of: 2024) != [])
    }

    @Test func theAudiencePerWeekKeepsAWeekAcrossNewYearWhole() async throws {
        let answer = try await answer("audience-per-week")
        #expect(answer == KnownAnswers.weeks)
        // 2022-12-26 to 2023-01-01 is one row of seven days; the gap in March leaves a short week.
        #expect(answer.first?["week_start"] == .text("2022-12-26") && answer.first?["days"] == .integer(7))
        #expect(answer.contains { $0["days"] == .integer(4) })
        #expect(answer.last?["week_start"] == .text("2024-01-01") && answer.last?["days"] == .integer(2))
    }

    @Test func aFilmsRunListsItsDaysInTheDailyTopTen() async throws {
        let answer = try await answer("film-run")
        #expect(answer == KnownAnswers.run(of: "20199882"))
        // Its previews before the opening day are days 0 and below.
        #expect(answer.contains { $0["day_of_release"] == .integer(0) })
        #expect(answer.count > 20)
    }

    @Test func theDistinctFilmsOfEachMonthAreCountedOnce() async throws {
        let answer = try await answer("films-per-month")
        #expect(answer == KnownAnswers.months)
        #expect(answer.first { $0["month"] == .text("2023-03") }?["days"] == .integer(28))
    }

    @Test func rankJumpsOfFivePlacesOrMoreAreKOBISsOwnFigure() async throws {
        let answer = try await answer("rank-jumps")
        #expect(answer == KnownAnswers.jumps(of: 5))
        // A jump of exactly five, and jumps from outside the stored top ten, are among them.
        #expect(answer.contains { $0["rank_change"] == .integer(5) })
        #expect(
            answer.contains {
                if case .integer(let before) = $0["rank_before"] { before > 10 } else { false }
            })
    }

    @Test func aRegionsChartIsReadByItsName() async throws {
        #expect(try await answer("region-by-name") == KnownAnswers.seoul)
    }
}
