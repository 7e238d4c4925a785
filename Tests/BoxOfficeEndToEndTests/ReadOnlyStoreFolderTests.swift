// A store whose folder cannot be written is a store that cannot be used there, said with where: never "none".

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("A read-only store folder")
struct ReadOnlyStoreFolderTests {
    @Test(
        "status and the warning say the store in the read-only folder cannot be used, and where, in both languages",
        .enabled(if: ReadOnlyFile.isPossible, "this machine cannot make a folder read-only"))
    func readOnlyFolder() async throws {
        let app = try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": "http://127.0.0.1:9",
        ])
        let cache = try #require(app.environment["XDG_CACHE_HOME"])
        let folder = URL(fileURLWithPath: cache).appendingPathComponent("boxoffice")
        let made = try await app.run(["status", "--lang", "en"])
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("boxoffice.sqlite").path))
        #expect(ReadOnlyFile.makeFolder(folder))
        defer { ReadOnlyFile.restoreFolder(folder) }
        let english = try await app.run(["status", "--lang", "en"])
        let reason = "the cache folder \(folder.path) is not writable"
        // `status` wraps its values to the width, a long path inside it: compared without white space.
        #expect(unspaced(english.output).contains(unspaced("cannot be used: \(reason)")), "\(english.output)")
        #expect(!english.output.contains("none:"), "\(english.output)")
        #expect(english.errors.contains("the local store cannot be used (\(reason))"), "\(english.errors)")
        let korean = try await app.run(["status"])
        #expect(
            unspaced(korean.output).contains(unspaced("쓸 수 없음 (이유: 캐시 폴더 \(folder.path)에")),
            "\(korean.output)")
        #expect(korean.errors.contains("로컬 저장소를 쓸 수 없어"), "\(korean.errors)")
    }

    func unspaced(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
