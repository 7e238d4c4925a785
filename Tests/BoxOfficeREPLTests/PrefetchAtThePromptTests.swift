import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// The prefetch of a day's details goes on while the prompt waits for the next line: the
/// reader blocks its thread as libedit does, and the main actor, where the prefetch runs, must
/// stay free meanwhile (it stopped after the first five movies until Enter was pressed).
@Suite("The prefetch at the prompt")
@MainActor
struct PrefetchAtThePromptTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    @Test("all ten details are fetched while the prompt waits, and `detail 10` is answered from them")
    func prefetchGoesOnWhileThePromptWaits() async {
        let answered = AnsweredCodes()
        let repository = StubMovieDetailRepository(delay: .milliseconds(20)) { code in
            answered.record(code)
            return .success(.stub(code: code, title: "영화 \(code)"))
        }
        let settings = DisplaySettings(words: KoreanWords())
        let viewModels = SessionViewModels.stubbed(
            days: StubBoxOfficeRepository(answer: { .success(.stub(date: $0, entryCount: 10)) }),
            calendar: calendar, settings: settings, details: repository, status: NoStatusRepository())
        // The second line is given only once ten details were answered (or after 30 s, which
        // only a stalled prefetch takes): as a user who reads the list before asking.
        let reader = BlockingLineReader(
            first: "date 20220105", then: "detail 10", when: { answered.count >= 10 }, waitingAtMost: 30)
        let output = TextBuffer()
        let errors = TextBuffer()
        let session = ReplSession(
            viewModels: viewModels, reader: reader, output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        #expect(reader.conditionMet, "the prompt waited with \(answered.count) of 10 details fetched")
        let rankTen = BoxOfficeEntry.stub(rank: 10).movieCode
        #expect(await repository.calls.filter { $0 == rankTen }.count == 1, "detail 10 was not fetched again")
        #expect(output.text.contains("영화 \(rankTen)"), "\(output.text)")
    }

    @Test("the details still being fetched when the session ends are cancelled, not left running")
    func theEndOfTheSessionCancelsThePrefetch() async {
        let fetches = SlowFetches()
        let settings = DisplaySettings(words: KoreanWords())
        let viewModels = SessionViewModels.stubbed(
            days: StubBoxOfficeRepository(answer: { .success(.stub(date: $0, entryCount: 10)) }),
            calendar: calendar, settings: settings, details: fetches, status: NoStatusRepository())
        // The input ends only once a detail is being fetched, so there is a fetch to stop.
        let reader = BlockingLineReader(
            first: "date 20220105", then: "status", when: { fetches.started > 0 }, waitingAtMost: 10)
        let session = ReplSession(
            viewModels: viewModels, reader: reader, output: TextBuffer(), errors: TextBuffer(),
            spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        #expect(reader.conditionMet, "no detail was being fetched")
        // A fetch waits 60 s unless cancelled; 10 s is only a bound on a failing run.
        let deadline = Date().addingTimeInterval(10)
        while fetches.cancelled < fetches.started, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(
            fetches.started > 0 && fetches.cancelled == fetches.started,
            "\(fetches.cancelled) of \(fetches.started)")
    }
}

/// Details that take a minute unless cancelled, counting the fetches begun and those cancelled.
private final class SlowFetches: MovieDetailRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (started: 0, cancelled: 0)

    var started: Int { lock.withLock { counts.started } }
    var cancelled: Int { lock.withLock { counts.cancelled } }

    func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail {
        lock.withLock { counts.started += 1 }
        do {
            try await Task.sleep(for: .seconds(60))
        } catch {
            lock.withLock { counts.cancelled += 1 }
            throw .cancelled
        }
        return .stub(code: code)
    }
}

/// The codes a stub repository answered, counted from any thread.
private final class AnsweredCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [MovieCode] = []

    var count: Int { lock.withLock { codes.count } }

    func record(_ code: MovieCode) {
        lock.withLock { codes.append(code) }
    }
}

/// Gives its first line at once; blocks its thread before the second until `condition` holds
/// (checked every 10 ms, for at most `limit` seconds), like a person who reads first; then
/// ends the input.
private final class BlockingLineReader: LineReader, @unchecked Sendable {
    private let first: String
    private let second: String
    private let condition: @Sendable () -> Bool
    private let limit: TimeInterval
    private var calls = 0
    private let lock = NSLock()
    private var met = false

    /// Whether the condition held before the second line was given.
    var conditionMet: Bool { lock.withLock { met } }

    init(
        first: String, then second: String, when condition: @escaping @Sendable () -> Bool,
        waitingAtMost limit: TimeInterval
    ) {
        self.first = first
        self.second = second
        self.condition = condition
        self.limit = limit
    }

    func readLine(prompt: String) -> LineInput {
        calls += 1
        switch calls {
        case 1:
            return .line(first)
        case 2:
            let deadline = Date().addingTimeInterval(limit)
            while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            let held = condition()
            lock.withLock { met = held }
            return .line(second)
        default:
            return .endOfInput
        }
    }
}
