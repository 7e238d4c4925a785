// A store file really damaged (garbage over its pages) while a command runs, or before it starts: what still
// reads salvaged, the file rebuilt in place to hold it, the charts kept and lost said, and the run exits 1
// when any were lost; SQLite's copy of the damaged file is kept beside the store.

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
        "a file damaged while a one-shot daily runs is salvaged in place, said with what went with it, and exit 1"
    )
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
                    "the store \(path) was found damaged while in use and salvaged: 0 charts kept, 0 lost, and "
                        + "whatever 1 unreadable part held"),
                "\(daily.errors)")
            #expect(
                daily.errors.contains(
                    "the file was rebuilt in place and holds what still read, and a copy of the damaged file was "
                        + "kept at \(path).damaged-"
                ), "\(daily.errors)")
            #expect(daily.output.contains("2024-02-15"), "the chart asked for is still shown")
            #expect(try Self.copies(in: app).count == 1)
        }
    }

    /// Writes seeded random bytes over `pages` (numbered from 1) of the file at `path`.
    static func overwrite(pages: [Int], of path: String) {
        guard let handle = FileHandle(forUpdatingAtPath: path) else { return }
        defer { try? handle.close() }
        var generator = SeededGenerator(seed: 21)
        for page in pages {
            try? handle.seek(toOffset: UInt64((page - 1) * 4_096))
            try? handle.write(
                contentsOf: Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        }
    }

    /// The leaf pages of `table` in the store at `path`, as SQLite's `dbstat` (through python3) lists them.
    static func leafPages(of table: String, in path: String) throws -> [Int] {
        let python = try #require(Python3.executable, "the damage is aimed with python3's sqlite3")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print(' '.join(str(r[0]) for r in c.execute("
                + "\"SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno\", (sys.argv[2],))))",
            path, table,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Int($0)
        }
    }

    @Test(
        "three pages overwritten in a 40-day store: what still reads is salvaged, the charts kept and lost are said, exit 1, and the same sync fetches exactly the lost ones"
    )
    func salvagedBeforeStarting() async throws {
        try await LoopbackKOBISServer.withRunning(reply: StoreFileEndToEndTests.daily) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            #expect(try await app.run(["sync", "20240101", "20240209"]).status == 0)
            let path = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            let leaves = try Self.leafPages(of: "chart_entry", in: path)
            try #require(leaves.count > 6, "\(leaves)")
            Self.overwrite(pages: Array(leaves[(leaves.count / 2)..<(leaves.count / 2 + 3)]), of: path)
            let damaged = try await app.run(["daily", "20240215", "--lang", "en"])
            #expect(damaged.status == 1)
            let told = try #require(
                damaged.errors.firstMatch(of: /was damaged and salvaged: (\d+) charts? kept, (\d+) lost/),
                "\(damaged.errors)")
            let kept = try #require(Int(told.1))
            #expect(kept > 0 && kept < 40, "\(damaged.errors)")
            let again = try await app.run(["sync", "20240101", "20240209", "--lang", "en"])
            #expect(again.status == 0, "\(again.errors)")
            #expect(
                again.output.contains("fetched \(40 - kept), skipped \(kept), failed 0"), "\(again.output)")
        }
    }

    @Test(
        "a file damaged before a command starts is salvaged in place at open, said, and exit 1; the next run is clean"
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
                    "the store \(path) was damaged and salvaged: "),
                "\(damaged.errors)")
            #expect(try Self.copies(in: app).count == 1)
            let next = try await app.run(["daily", "20240105", "--lang", "en"])
            #expect(next.status == 0, "\(next.errors)")
            #expect(next.errors.isEmpty)
        }
    }

    @Test(
        "a writer killed with its last charts only in the log, the log then cut in half: the store opens, nothing is said, exit 0, and the next sync fetches the charts the cut part held"
    )
    func logCutAfterACrash() async throws {
        try await LoopbackKOBISServer.withRunning(reply: StoreFileEndToEndTests.daily) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            #expect(try await app.run(["sync", "20220101", "20220110"]).status == 0)
            let path = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            try #require(Python3.executable != nil, "the crashed writer is python3's sqlite3")
            try CrashedWriter.writeFiveChartsAndDie(path)
            // When a command next opens the store
            let daily = try await app.run(["daily", "20220105", "--lang", "en"])
            // Then SQLite recovers what the log still holds whole, and nothing can tell of the rest
            #expect(daily.status == 0, "\(daily.errors)")
            #expect(daily.errors.isEmpty, "\(daily.errors)")
            #expect(try Self.copies(in: app).isEmpty, "a cut log is no damage")
            let again = try await app.run([
                "sync", "20220101", "20220115", "--concurrency", "1", "--lang", "en",
            ])
            #expect(again.status == 0, "\(again.errors)")
            let fetched = try #require(again.output.firstMatch(of: /fetched (\d+), skipped (\d+), failed 0/))
            let lost = try #require(Int(fetched.1))
            #expect(
                lost >= 1 && lost <= 5, "some of the five charts were only in the part cut: \(again.output)")
            #expect(Int(fetched.2) == 15 - lost)
        }
    }
}
