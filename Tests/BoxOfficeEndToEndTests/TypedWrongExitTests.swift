// A value that cannot be what a command takes exits 64 one-shot and with -c, as README's exit statuses say.

import Foundation
import Testing

@Suite("Typed wrong: exit 64")
struct TypedWrongExitTests {
    @Test(
        "calendar with a month that is no month is a usage error, as openings is",
        arguments: ["202213", "202200", "bogus", "2022-1-"])
    func calendarMonth(month: String) async throws {
        let app = try BoxOfficeProcess()
        let oneShot = try await app.run(["calendar", month, "--lang", "en"])
        #expect(oneShot.status == 64, "\(oneShot.errors)")
        #expect(oneShot.output.isEmpty && oneShot.errors.contains("is not a month"), "\(oneShot.errors)")
        let prompt = try await app.run(["-c", "calendar \(month)"])
        #expect(prompt.status == 64, "\(prompt.errors)")
        let atTheEdge = try await app.run(["calendar", "202212"])
        #expect(atTheEdge.status == 0, "\(atTheEdge.errors)")
    }
}
