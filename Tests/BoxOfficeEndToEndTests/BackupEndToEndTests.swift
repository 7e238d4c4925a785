// `boxoffice backup FILE` and `backup FILE` at the prompt: a whole copy in one file, a file in the way kept
// without --force, an unwritable place and the demo data said, with exit 1.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("backup: one whole file, nothing overwritten unless told")
struct BackupEndToEndTests {
    @Test(
        "backup writes a file holding every chart, keeps a file in the way without --force, and says why it cannot",
        .enabled(
            if: StoreFileEndToEndTests.python != nil,
            "python3 reads the copy; scripts/install-deps installs it"))
    func backUp() async throws {
        try await LoopbackKOBISServer.withRunning(reply: StoreFileEndToEndTests.daily) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            #expect(try await app.run(["sync", "20240101", "20240105"]).status == 0)
            let copy = app.home.appendingPathComponent("copy.sqlite").path
            let first = try await app.run(["backup", copy, "--lang", "en"])
            #expect(first.status == 0, "\(first.errors)")
            #expect(
                first.output.hasPrefix("Backed up the store to \(copy) (5 days, 0 movie details, 0 posters, ")
            )
            let alone = try await StoreFileEndToEndTests.readAlone(copy)
            #expect(Set(alone.charts) == Set((1...5).map { "daily 2024-01-0\($0)" }))
            #expect(alone.integrity == "ok")

            let before = try Data(contentsOf: URL(fileURLWithPath: copy))
            try Data("mine".utf8).write(to: URL(fileURLWithPath: copy))
            let refused = try await app.run(["backup", copy, "--lang", "en"])
            #expect(refused.status == 1)
            #expect(
                refused.errors
                    == "\(copy) already exists; it was not overwritten (add --force to replace it)\n"
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data("mine".utf8))
            let forced = try await app.run(["backup", copy, "--force"])
            #expect(forced.status == 0, "\(forced.errors)")
            #expect(forced.output.hasPrefix("저장소를 백업했습니다: \(copy) (박스오피스 5일, "))
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)).count == before.count)

            let nowhere = "/nonexistent-\(UUID().uuidString)/copy.sqlite"
            let unwritable = try await app.run(["backup", nowhere, "--lang", "en"])
            #expect(unwritable.status == 1)
            #expect(
                unwritable.errors
                    == "the backup cannot be written to \(nowhere): No such file or directory\n")

            let prompt = app.home.appendingPathComponent("at the prompt.sqlite").path
            let typed = try await app.run([
                "-c", "backup \(prompt)", "-c", "backup --force \(prompt)", "--lang", "en",
            ])
            #expect(typed.status == 0, "\(typed.errors)")
            #expect(
                typed.output.components(separatedBy: "Backed up the store to \(prompt) (5 days").count == 3)
            #expect(try await StoreFileEndToEndTests.readAlone(prompt).charts.count == 5)
            #expect(await server.requestCount == 5)
        }
    }

    @Test("with the demo data there is no store to back up: said, in each language, and exit 1")
    func demo() async throws {
        let app = try BoxOfficeProcess()
        let copy = app.home.appendingPathComponent("copy.sqlite").path
        let english = try await app.run(["backup", copy, "--lang", "en"])
        #expect(english.status == 1)
        #expect(
            english.errors.contains("\nthere is no store to back up: the demo data is not stored"))
        let korean = try await app.run(["backup", copy])
        #expect(korean.status == 1)
        #expect(korean.errors.contains("\n백업할 저장소가 없습니다: 데모 자료는 저장소에 저장하지 않습니다"))
        let piped = try await app.run(["--lang", "en"], input: Data("backup \(copy)\n".utf8))
        #expect(piped.status == 1)
        #expect(piped.errors.contains("there is no store to back up"))
        #expect(!FileManager.default.fileExists(atPath: copy))
    }

    @Test("--demo does not back up the store a run with a key filled: the demo's figures are not stored")
    func demoBesideAStore() async throws {
        try await LoopbackKOBISServer.withRunning(reply: StoreFileEndToEndTests.daily) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            #expect(try await app.run(["daily", "20240105"]).status == 0)
            let copy = app.home.appendingPathComponent("copy.sqlite").path
            let demo = try await app.run(["backup", copy, "--demo", "--lang", "en"])
            #expect(demo.status == 1)
            #expect(
                demo.errors.contains("there is no store to back up: --demo uses the bundled figures"),
                "\(demo.errors)")
            #expect(!FileManager.default.fileExists(atPath: copy))
        }
    }

    @Test("with a key but no store (the cache folder is a file), backup says why there is none")
    func noStore() async throws {
        let app = try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": "http://127.0.0.1:9/",
        ])
        let cache = app.home.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: cache.appendingPathComponent("boxoffice"))
        let copy = app.home.appendingPathComponent("copy.sqlite").path
        let result = try await app.run(["backup", copy, "--lang", "en"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\nthere is no store to back up: the cache folder \(cache.path)/boxoffice cannot be created"),
            "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: copy))
    }
}
