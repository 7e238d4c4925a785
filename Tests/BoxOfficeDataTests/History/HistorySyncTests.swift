// History sync against a loopback KOBIS and a real store: request counts prove what it skips, bounds and resumes.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct HistorySyncTests {
    @Test func whatIsStoredAndFinalIsNotAskedForAgain() async throws {
        try await SyncHarness.with { harness in
            let first = try await harness.sync(1, 10)
            #expect(first.fetched == 10)
            #expect(first.plan.skipped == 0)
            #expect(first.callsUsed == 10)
            let second = try await harness.sync(1, 20)
            #expect(second.plan.skipped == 10)
            #expect(second.fetched == 10)
            #expect(await harness.server.requestCount == 20)
            #expect(Set(await harness.askedDays()).count == 20)
            #expect(try harness.rowCount("chart") == 20)
            #expect(try harness.rowCount("chart_entry") == 200)
        }
    }

    @Test func aChartStoredBeforeItWasFinalIsAskedForAgain() async throws {
        try await SyncHarness.with { harness in
            let day = SyncHarness.january(31)
            let recent = BoxOfficeChart(date: day, source: .kobis, entries: [.stub(rank: 1)])
            // Fetched on 2024-02-01 in Seoul, when the 31st was yesterday.
            try await harness.store.save(recent, fetchedAt: SyncHarness.now.addingTimeInterval(-8 * 86_400))
            let report = try await harness.sync(30, 31)
            #expect(report.plan.toFetch.map(\.period.first) == [SyncHarness.january(30), day])
            #expect(await harness.askedDays().sorted() == ["20240130", "20240131"])
        }
    }

    @Test func itNeverHasMoreRequestsInFlightThanItsBound() async throws {
        try await SyncHarness.with(reply: { .delayed(.milliseconds(40), LoopbackBodies.answer(to: $0)) }) {
            harness in
            let report = try await harness.sync(1, 24, concurrency: 3)
            #expect(report.fetched == 24)
            #expect(await harness.server.maxInFlight <= 3)
            #expect(await harness.server.maxInFlight >= 1)
        }
    }

    @Test func aBoundOfOneAsksOneAtATime() async throws {
        try await SyncHarness.with(reply: { .delayed(.milliseconds(20), LoopbackBodies.answer(to: $0)) }) {
            harness in
            _ = try await harness.sync(1, 8, concurrency: 1)
            #expect(await harness.server.maxInFlight == 1)
            #expect(await harness.askedDays() == (1...8).map { SyncHarness.january($0).compact })
        }
    }

    @Test func aRunAfterFailedDaysAsksOnlyForThem() async throws {
        let failing = LockedFlag(true)
        try await SyncHarness.with(reply: { request in
            let broken = ["20240105", "20240106"].contains(request.targetDt ?? "")
            return broken && failing.value ? .status(500, body: Data()) : LoopbackBodies.answer(to: request)
        }) { harness in
            let first = try await harness.sync(1, 10)
            #expect(first.fetched == 8)
            #expect(
                first.failed.map(\.request.period.first) == [SyncHarness.january(5), SyncHarness.january(6)])
            #expect(first.failed.first?.failure == .httpStatus(500))
            #expect(first.stop == nil)
            #expect(first.remaining == 2)
            failing.set(false)
            let second = try await harness.sync(1, 10)
            #expect(second.plan.toFetch.count == 2)
            #expect(Array(await harness.askedDays().dropFirst(10)).sorted() == ["20240105", "20240106"])
            #expect(try harness.rowCount("chart") == 10)
        }
    }

    @Test func aCancelledRunKeepsWhatItFetchedAndTheNextAsksOnlyForTheRest() async throws {
        let holding = LockedFlag(true)
        try await SyncHarness.with(reply: { request in
            // While holding, answers from the 6th on wait long enough for the test to cancel.
            let day = Int(request.targetDt?.suffix(2) ?? "") ?? 0
            let answer = LoopbackBodies.answer(to: request)
            return day >= 6 && holding.value ? .delayed(.seconds(20), answer) : answer
        }) { harness in
            let useCase = harness.useCase()
            let plan = try await useCase.plan(
                SyncRequest(range: SyncHarness.january(1)...SyncHarness.january(12)))
            let run = Task { await useCase.run(plan, concurrency: 2) }
            // Five answered at once, then two held: the 6th and the 7th.
            #expect(await harness.server.waitForRequests(7, limit: .seconds(30)))
            run.cancel()
            let first = await run.value
            #expect(first.stop == .cancelled)
            #expect(first.fetched == 5)
            #expect(first.remaining == 7)
            #expect(try harness.rowCount("chart") == 5)
            holding.set(false)
            let second = try await harness.sync(1, 12)
            #expect(second.plan.skipped == 5)
            #expect(second.fetched == 7)
            #expect(
                Array(await harness.askedDays().dropFirst(7)).sorted()
                    == (6...12).map { SyncHarness.january($0).compact })
            #expect(try harness.rowCount("chart") == 12)
        }
    }

    @Test func twoSyncsOfOverlappingRangesAtOnceLoseNothingAndDoubleNothing() async throws {
        try await SyncHarness.with(reply: { .delayed(.milliseconds(10), LoopbackBodies.answer(to: $0)) }) {
            harness in
            // The second sync opens the file as another process would.
            let (other, _) = try harness.folder.open()
            async let one = harness.sync(1, 20, concurrency: 4)
            async let two = harness.sync(10, 31, concurrency: 4, store: other)
            let reports = try await [one, two]
            #expect(reports.allSatisfy { $0.stop == nil && $0.failed.isEmpty })
            #expect(try harness.rowCount("chart") == 31)
            #expect(try harness.rowCount("chart_entry") == 310)
            #expect(
                try harness.rowCount(
                    "(SELECT DISTINCT chart, period_start, filter, row_number FROM chart_entry)") == 310)
        }
    }

    @Test func itStopsBeforeTheDailyLimitAndSaysWhatTheRestNeeds() async throws {
        try await SyncHarness.with { harness in
            try harness.seedCallsToday(KOBISCallBudget.dailyLimit - 5)
            let report = try await harness.sync(1, 20, concurrency: 1)
            // A launch waits until its retries fit too (three calls at most): of the last five calls,
            // three are spent and two are kept, so not even a retried request passes the limit.
            #expect(report.stop == .dailyLimit)
            #expect(report.fetched == 3)
            #expect(report.remaining == 17)
            #expect(report.callsLeft == 2)
            #expect(await harness.server.requestCount == 3)
            let counted = try await harness.store.kobisCalls(on: harness.calendar.today(), key: .test)
            #expect(counted == KOBISCallBudget.dailyLimit - 2)
        }
    }

    @Test func withSeveralInFlightItStillNeverPassesTheLimit() async throws {
        try await SyncHarness.with(reply: { .delayed(.milliseconds(20), LoopbackBodies.answer(to: $0)) }) {
            harness in
            try harness.seedCallsToday(KOBISCallBudget.dailyLimit - 6)
            let report = try await harness.sync(1, 20, concurrency: 4)
            #expect(report.stop == .dailyLimit)
            // Near the limit launches wait for those in flight instead of stopping: 6 left, 2 kept back.
            #expect(report.fetched == 4 && report.remaining == 16)
            #expect(
                try await harness.store.kobisCalls(on: harness.calendar.today(), key: .test)
                    <= KOBISCallBudget.dailyLimit
            )
        }
    }

    @Test func aPlanAloneMakesNoRequestAndSaysWhetherItFitsToday() async throws {
        try await SyncHarness.with { harness in
            _ = try await harness.sync(1, 3)
            try harness.seedCallsToday(KOBISCallBudget.dailyLimit - 10)
            let plan = try await harness.useCase().plan(
                SyncRequest(range: SyncHarness.january(1)...SyncHarness.january(31)))
            #expect(plan.total == 31)
            #expect(plan.skipped == 3)
            #expect(plan.toFetch.count == 28)
            #expect(plan.callsLeft == 10)
            #expect(!plan.fitsToday)
            #expect(await harness.server.requestCount == 3)
        }
    }

    @Test func weekendChartsAreAskedOncePerWeekendOfTheRange() async throws {
        try await SyncHarness.with { harness in
            // 2024-01-03 is a Wednesday, 2024-01-29 a Monday: the weekends of the 5th to the 28th.
            let report = try await harness.sync(3, 29, kinds: [.weekend, .daily])
            #expect(report.fetched == 4 + 27)
            let weekly = await harness.server.requests.filter {
                $0.path == LoopbackKOBISServer.weeklyBoxOfficePath
            }
            #expect(
                weekly.compactMap(\.targetDt).sorted() == ["20240105", "20240112", "20240119", "20240126"])
            #expect(weekly.allSatisfy { $0.query("weekGb") == "1" })
            #expect(try await harness.sync(3, 29, kinds: [.weekend]).plan.toFetch.isEmpty)
        }
    }

    @Test func aKeyKOBISRefusesStopsTheRunWithoutCallingEachDayFailed() async throws {
        try await SyncHarness.with(reply: { _ in .fault(code: "320010", message: "유효하지않은 키값입니다.") }) {
            harness in
            let report = try await harness.sync(1, 20, concurrency: 2)
            #expect(report.stop == .refused(.invalidAPIKey))
            #expect(report.failed.isEmpty)
            #expect(report.fetched == 0)
            #expect(await harness.server.requestCount <= 2)
        }
    }
}

/// A flag a server's reply closure reads while the test changes it.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag: Bool

    init(_ flag: Bool) { self.flag = flag }

    var value: Bool { lock.withLock { flag } }

    func set(_ flag: Bool) { lock.withLock { self.flag = flag } }
}
