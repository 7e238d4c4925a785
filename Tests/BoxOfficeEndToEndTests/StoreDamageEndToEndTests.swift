// A store file really damaged (garbage over its pages) while a command runs, or before it starts: moved aside,
// said, and the run exits 1; the file is kept beside the new store. A log cut short under a running sync is
// not damage: nothing is moved aside, the sync goes on, and the loss is said with exit 1.

import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@Suite("A store that loses what it held while a command runs says so and fails the run")
struct StoreDamageEndToEndTests {
    /// Writes seeded random bytes over every page of the file at `path` but the first (its header).
    static func garble(_ path: String) {
        guard let handle = FileHandle(forUpdatingAtPath: path) else { return }
        defer { try? handle.close() }
        let size = Int((try? handle.seekToEnd()) ?? 0)
        var generator = SeededGenerator(seed: 15)
        let bytes = (4_096..<max(4_096, size)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try? handle.seek(toOffset: 4_096)
        try? handle.write(contentsOf: Data(bytes))
    }

    static func copies(in app: BoxOfficeProcess) throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: app.home.appendingPathComponent("cache/boxoffice").path
        ).filter { $0.contains(".damaged-") && !$0.hasSuffix("-wal") }
    }

    @Test(
        "a file damaged while a one-shot daily runs is moved aside, said with what went with it, and exit 1")
    func damagedWhileRunning() async throws {
        let store = Mutex<String?>(nil)
        try await LoopbackKOBISServer.withRunning(reply: { request in
            // The damage comes while the daily's request is answered: after the store was opened and checked.
            if request.targetDt == "20240215", let path = store.withLock({ $0 }) { Self.garble(path) }
            return LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            let sync = try await app.run(["sync", "20240101", "20240131", "--lang", "en"])
            #expect(sync.status == 0, "\(sync.errors)")
            let path = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            store.withLock { $0 = path }
            let daily = try await app.run(["daily", "20240215", "--lang", "en"])
            #expect(daily.status == 1)
            #expect(
                daily.errors.contains(
                    "the store \(path) was found damaged while in use and moved aside to \(path).damaged-"),
                "\(daily.errors)")
            #expect(
                daily.errors.contains(
                    "a new empty store took its place, so everything it held is only in the moved file"))
            #expect(daily.output.contains("2024-02-15"), "the chart asked for is still shown")
            #expect(try Self.copies(in: app).count == 1)
        }
    }

    @Test(
        "a log cut to nothing under a running sync is not damage: the sync goes on, the loss is said, exit 1")
    func logCutWhileSyncing() async throws {
        let store = Mutex<String?>(nil)
        try await LoopbackKOBISServer.withRunning(reply: { request in
            // The second chart is asked for once the first is saved (one at a time): then the log is cut.
            if request.targetDt == "20240202", let path = store.withLock({ $0 }) {
                _ = truncate(path + "-wal", 0)
            }
            return LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            let path = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            store.withLock { $0 = path }
            let sync = try await app.run([
                "sync", "20240201", "20240210", "--concurrency", "1", "--lang", "en",
            ])
            #expect(sync.status == 1)
            #expect(
                sync.errors.contains(
                    "another program cut short or removed the store's log \(path)-wal; the store was opened again"
                ),
                "\(sync.errors)")
            #expect(sync.output.contains("fetched 10, skipped 0, failed 0"), "the sync went on")
            #expect(try Self.copies(in: app).isEmpty, "nothing was moved aside")
            let again = try await app.run(["sync", "20240201", "20240210", "--lang", "en"])
            #expect(again.status == 0, "\(again.errors)")
            #expect(
                again.output.contains("fetched 1, skipped 9"), "the chart the cut log held is fetched again")
        }
    }

    @Test(
        "a file damaged before a command starts is moved aside at open, said, and exit 1; the next run is clean"
    )
    func damagedBeforeStarting() async throws {
        try await LoopbackKOBISServer.withRunning(reply: StoreFileEndToEndTests.daily) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            #expect(try await app.run(["sync", "20240101", "20240110"]).status == 0)
            let path = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            Self.garble(path)
            let damaged = try await app.run(["daily", "20240105", "--lang", "en"])
            #expect(damaged.status == 1)
            #expect(
                damaged.errors.contains(
                    "the store \(path) was damaged; it was moved aside to \(path).damaged-"),
                "\(damaged.errors)")
            #expect(try Self.copies(in: app).count == 1)
            let next = try await app.run(["daily", "20240105", "--lang", "en"])
            #expect(next.status == 0, "\(next.errors)")
            #expect(next.errors.isEmpty)
        }
    }
}
