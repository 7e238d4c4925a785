import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

/// The project's own fixtures, broken at random (seeded): cut short, bytes flipped, keys
/// dropped, numbers made huge, negative or text, control characters and escape sequences put
/// into titles. Each body decodes or gives the typed failure; what decodes, once sanitised
/// as the REPL shows it, has no character a terminal could act on.
@Suite("Decoders with mutated fixtures")
struct DecoderRobustnessTests {
    static let mutationsPerFixture = 40
    let date = BoxOfficeDate(year: 2024, month: 1, day: 5) ?? .earliest

    static let dailyFixtures = [
        "daily-audience-not-a-number", "daily-blank-open-dates", "daily-empty-list",
        "daily-letter-movie-code",
        "daily-missing-boxofficeType", "daily-new-entry", "daily-number-not-text", "daily-preview-open-date",
        "daily-rank-changes", "daily-string-numbers", "daily-trailing-space-title", "daily-unsorted-ranks",
        "fault-320010-invalid-key", "fault-320011-quota-exceeded", "fault-unknown-code", "not-json.html",
    ]
    static let movieInfoFixtures = [
        "movie-info-bad-running-time", "movie-info-empty-arrays", "movie-info-no-movie", "movie-info-quirks",
    ]
    static let kakaoBody = Data(
        """
        {"meta":{"total_count":2,"pageable_count":2,"is_end":true},"documents":[
        {"collection":"blog","thumbnail_url":"https://t1.example/thumb.jpg","image_url":"https://example.com/p.jpg",
        "width":500,"height":714,"display_sitename":"블로그","doc_url":"https://example.com/d","datetime":"2024-01-05T00:00:00.000+09:00"},
        {"collection":"news","thumbnail_url":"","image_url":"https://example.com/q.png","width":0,"height":-3}]}
        """.utf8)

    /// The fixture itself (unbroken) and `count` mutations of it, all from `seed`.
    static func bodies(of fixture: Data, seed: UInt64, count: Int = mutationsPerFixture) -> [Data] {
        var mutator = FixtureMutator(generator: SeededGenerator(seed: seed))
        return [fixture] + (0..<count).map { _ in mutator.mutate(fixture) }
    }

    /// Records an issue when `text`, as the REPL would show it, could still act on a terminal.
    func expectSafe(_ text: String?, _ what: String, body: Data) {
        guard let text else { return }
        let unsafe = TerminalSafety.unsafeScalars(in: TerminalSafety.shown(text))
        #expect(
            unsafe.isEmpty,
            "\(what) \(TerminalSafety.visible(text)) in \(TerminalSafety.visible(String(decoding: body, as: UTF8.self)))"
        )
    }

    /// The failure holds short excerpts of the body, never the body: whatever words it, it stays short.
    func expectReadable(_ failure: BoxOfficeFailure, body: Data) {
        let facts = String(describing: failure)
        #expect(facts.count < 500, "a failure dumps the body: \(facts.count) characters")
        expectSafe(facts, "failure", body: body)
    }

    @Test(
        "daily box office: decodes or fails typed; titles and codes are safe once sanitised",
        arguments: dailyFixtures)
    func dailyBoxOffice(fixture: String) throws {
        for (index, body) in Self.bodies(of: try Fixture.data(fixture), seed: UInt64(fixture.hashValueStable))
            .enumerated()
        {
            do {
                let day = try KOBISResponseDecoder.chart(from: body, request: .daily(date), source: .kobis)
                #expect(day.entries.map(\.rank) == day.entries.indices.map { $0 + 1 }, "mutation \(index)")
                for entry in day.entries {
                    expectSafe(entry.title, "title", body: body)
                    expectSafe(entry.movieCode.rawValue, "movie code", body: body)
                    _ = entry.rankChange.delta
                    if let openDate = entry.openDate {
                        #expect((try? BoxOfficeDate.parse(openDate.iso)) == openDate)
                    }
                    #expect(entry.salesShare.isFinite)
                }
            } catch {
                expectReadable(error, body: body)
            }
        }
    }

    @Test(
        "movie info: decodes or fails typed; every text shown is safe once sanitised",
        arguments: movieInfoFixtures)
    func movieInfo(fixture: String) throws {
        for body in Self.bodies(of: try Fixture.data(fixture), seed: UInt64(fixture.hashValueStable)) {
            do {
                let detail = try KOBISResponseDecoder.movieDetail(
                    from: body, code: "20990001", source: .kobis)
                let texts: [String?] =
                    [
                        detail.title, detail.titleEnglish, detail.titleOriginal, detail.watchGrade,
                        detail.movieCode.rawValue,
                    ]
                    + detail.nations + detail.genres
                    + detail.directors.flatMap { [$0.name, $0.nameEnglish] }
                    + detail.actors.flatMap { [$0.name, $0.nameEnglish, $0.role] }
                    + detail.companies.flatMap { [$0.name, $0.part] }
                for text in texts { expectSafe(text, "movie info text", body: body) }
                if let openDate = detail.openDate {
                    #expect((try? BoxOfficeDate.parse(openDate.iso)) == openDate)
                }
            } catch {
                expectReadable(error, body: body)
            }
        }
    }

    @Test(
        "Kakao image search: decodes or throws a DecodingError; URLs are safe once sanitised, sizes positive")
    func kakao() {
        for body in Self.bodies(of: Self.kakaoBody, seed: 0x4A4A_4A4A, count: 300) {
            do {
                let response = try JSONDecoder().decode(KakaoImageSearchResponseDTO.self, from: body)
                for poster in response.documents.compactMap({ $0.toDomain() }) {
                    expectSafe(poster.imageURL, "image URL", body: body)
                    expectSafe(poster.thumbnailURL, "thumbnail URL", body: body)
                    #expect((poster.width ?? 1) > 0 && (poster.height ?? 1) > 0)
                    #expect(!poster.imageURL.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
            } catch let error as DecodingError {
                let reason = KOBISDecodingError(error, body: body).description
                #expect(!reason.isEmpty)
                expectSafe(reason, "reason", body: body)
            } catch {
                Issue.record("not a DecodingError: \(error)")
            }
        }
    }
}

extension String {
    /// A hash that is the same on every run (`hashValue` is seeded per process), for seeds.
    fileprivate var hashValueStable: UInt64 {
        utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }
}
