// The catalogue against a loopback KOBIS and a real store: the queries sent, the calls counted, the rows kept.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

struct CatalogueRepositoryTests {
    /// 2022-01-08 03:00 in Seoul.
    let clock = ManualClock(Date(timeIntervalSince1970: 1_641_578_400))

    /// Twelve films over two pages, one director and one company; another code's info is empty.
    static let kobis = LoopbackKOBIS(answers: [
        "searchMovieList": { request in
            request.query("curPage") == "1"
                ? LoopbackBodies.movieList(totalCount: 12, titles: (1...10).map { "범죄 \($0)" })
                : LoopbackBodies.movieList(totalCount: 12, titles: ["범죄 11", "범죄 12"], first: 11)
        },
        "searchPeopleList": { _ in LoopbackBodies.peopleList(code: "20990001", name: "김감독") },
        "searchPeopleInfo": {
            LoopbackBodies.peopleInfo(
                code: "20990001", name: $0.query("peopleCd") == "20990001" ? "김감독" : nil)
        },
        "searchCompanyList": { _ in LoopbackBodies.companyList(code: "20990100", name: "보기영화") },
        "searchCompanyInfo": {
            LoopbackBodies.companyInfo(
                code: "20990100", name: $0.query("companyCd") == "20990100" ? "보기영화" : nil)
        },
    ])

    private func withRepository(
        _ body: (
            CachingCatalogueRepository, KOBISCatalogueRepository, BoxOfficeStore, BoxOfficeCalendar,
            LoopbackKOBISServer
        ) async throws -> Void
    ) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let calendar = BoxOfficeCalendar(now: clock.now)
        try await LoopbackKOBISServer.withRunning(reply: Self.kobis.reply(to:)) { server in
            let configuration = KOBISConfiguration(
                apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30)
            let calls = StoreCallLedger(store: store, key: .test)
            let kobis = KOBISCatalogueRepository(
                client: .counting(configuration, in: calls, calendar: calendar))
            let repository = CachingCatalogueRepository(
                upstream: kobis, store: store, calendar: calendar,
                policy: CachePolicy(recentDayMaxAge: 600, detailMaxAge: 3_600))
            try await body(repository, kobis, store, calendar, server)
        }
    }

    @Test func aSearchSendsTheNameAndPageAndIsCountedAndKept() async throws {
        try await withRepository { repository, _, store, calendar, server in
            let first = try await repository.movies(CatalogueQuery(name: " 범죄 "))
            let second = try await repository.movies(first.query.next)
            #expect(first.hasMore && !second.hasMore && second.items.first?.title == "범죄 11")
            let requests = await server.requests
            #expect(requests.map { $0.query("movieNm") } == ["범죄", "범죄"])
            #expect(requests.map { $0.query("curPage") } == ["1", "2"])
            #expect(
                requests.allSatisfy { $0.query("itemPerPage") == "10" && $0.key == RepositoryHarness.key })
            #expect(try await store.kobisCalls(on: calendar.today(), key: .test) == 2)
            #expect(try await store.catalogueCounts().movies == 12)
        }
    }

    @Test func aPersonIsAskedOnceThenAnsweredFromTheStore() async throws {
        try await withRepository { repository, _, store, calendar, server in
            _ = try await repository.people(CatalogueQuery(name: "김"))
            let asked = try await repository.person("20990001")
            let again = try await repository.person("20990001")
            #expect(asked.source == .kobis && again.source == .cache)
            #expect(again.name == "김감독" && again.filmography == asked.filmography && again.sex == "남자")
            #expect(
                await server.requests.map(\.path) == [
                    LoopbackKOBISServer.peopleListPath, LoopbackKOBISServer.peopleInfoPath,
                ])
            #expect(await server.requests.last?.query("peopleCd") == "20990001")
            #expect(try await store.kobisCalls(on: calendar.today(), key: .test) == 2)
            #expect(try await store.catalogueCounts().people == 1)
        }
    }

    // The run's catalogue with a store asks through the store's caching, not KOBIS straight, which only
    // the catalogue without a store does.
    @Test func theStoredSourceAnswersAPersonFromTheStoreAndTheKOBISSourceAsksEachTime() async throws {
        try await withRepository { repository, kobis, _, _, server in
            let stored = CatalogueSource.stored(repository, kobis: kobis)
            let first = try await stored.person("20990001")
            let again = try await stored.person("20990001")
            #expect(first.source == .kobis && again.source == .cache && again.name == "김감독")
            let straight = try await CatalogueSource.kobis(kobis).person("20990001")
            #expect(straight.source == .kobis)
            #expect(await server.requests.map(\.path).count == 2)
        }
    }

    @Test func aCompanyIsKeptAndAnUnknownCodeIsNotFound() async throws {
        try await withRepository { repository, _, store, calendar, server in
            let company = try await repository.company("20990100")
            let stored = try await store.company("20990100")
            #expect(stored?.value.filmography == company.filmography && stored?.value.parts == ["제작사"])
            await #expect(throws: BoxOfficeFailure.companyNotFound("20990999")) {
                try await repository.company("20990999")
            }
            await #expect(throws: BoxOfficeFailure.personNotFound("20990999")) {
                try await repository.person("20990999")
            }
            #expect(try await store.kobisCalls(on: calendar.today(), key: .test) == 3)
            #expect(await server.requests.last?.query("peopleCd") == "20990999")
        }
    }

    @Test func aFaultOfASearchIsTypedAndCounted() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let calendar = BoxOfficeCalendar(now: clock.now)
        try await LoopbackKOBISServer.withRunning(
            reply: .fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
        ) {
            server in
            let calls = StoreCallLedger(store: store, key: .test)
            let kobis = KOBISCatalogueRepository(
                client: .counting(
                    KOBISConfiguration(
                        apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30),
                    in: calls, calendar: calendar))
            let repository = CachingCatalogueRepository(
                upstream: kobis, store: store, calendar: calendar, policy: CachePolicy())
            await #expect(throws: BoxOfficeFailure.quotaExceeded) {
                try await repository.companies(CatalogueQuery(name: "영화"))
            }
            let counted = try await store.kobisCalls(on: calendar.today(), key: .test)
            #expect(counted == KOBISCallBudget.dailyLimit)
        }
    }

    @Test func theDemoCatalogueAnswersWithoutAKey() async throws {
        let demo = DemoCatalogueRepository()
        let films = try await demo.movies(CatalogueQuery(name: "경관"))
        #expect(films.items.map(\.movieCode) == ["20199882"] && films.items.first?.directors == ["이규만"])
        let people = try await demo.people(CatalogueQuery(name: "이규만"))
        let director = try await demo.person(try #require(people.items.first).code)
        #expect(director.filmography.map(\.part) == ["감독"])
        let company = try await demo.company("20141613")
        #expect(company.name == "리양필름(주)" && company.source == .demo)
        await #expect(throws: BoxOfficeFailure.personNotFound("99999999")) {
            try await demo.person("99999999")
        }
    }
}
