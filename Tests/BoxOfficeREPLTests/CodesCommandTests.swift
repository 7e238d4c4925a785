import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `codes GROUP` at the prompt over code lists held in memory: the table within the width, json,
/// English sentences, a group typed wrong, a source's failure, and Ctrl-C while KOBIS is awaited.
@MainActor
struct CodesCommandTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_578_400) })

    /// The nations, one name with a colour code; KOBIS's failure when given; or no answer at all.
    struct Codes: CodeListRepository {
        var failure: CodeListFailure?
        var stuck = false

        func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
            if stuck {
                try? await Task.sleep(for: .seconds(30))
                throw .source(.cancelled)
            }
            if let failure { throw failure }
            return CodeList(
                group: group,
                codes: [
                    CodeEntry(code: "22041011", name: "\u{1B}[31m한국", nameEnglish: "Korea"),
                    CodeEntry(
                        code: "22042002", name: "미국", nameEnglish: "United States of America, a long name"),
                ], source: .kobis)
        }
    }

    func run(
        _ lines: [String], format: DisplayFormat = .table, language: Language = .korean, columns: Int = 80,
        codes: Codes = Codes(), interrupts: (any InterruptSignal)? = nil
    ) async -> ScriptedRepl {
        let words = language.words(kobisKeySet: true)
        let settings = DisplaySettings(format: format, words: words)
        let viewModels = SessionViewModels.stubbed(calendar: calendar, settings: settings).with { makers in
            makers.codes = { CodeListViewModel(useCase: ListCodesUseCase(repository: codes), words: words) }
        }
        return await ScriptedRepl(
            lines, viewModels: viewModels, settings: settings, columns: columns, interrupts: interrupts)
    }

    @Test(
        "the table: heading, header, a row a code, within the width, no escape from the network",
        arguments: [DisplayFormat.table, .box], [30, 80])
    func table(format: DisplayFormat, columns: Int) async {
        let result = await run(["codes 2204"], format: format, columns: columns)
        let lines = result.output.lines
        #expect(result.status == 0, "\(result.errors.text)")
        #expect(
            lines.allSatisfy { DisplayWidth().width(of: $0) <= columns }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("KOBIS 공통 코드 2204") })
        #expect(lines.contains { $0.contains("22041011") && $0.contains("한국") })
        #expect(lines.allSatisfy { !$0.contains("\u{1B}[31m") })
        #expect(
            columns < 80
                || lines.contains {
                    $0.contains("22042002") && $0.contains("United States of America, a long name")
                })
    }

    @Test("the table's columns: each as wide as its widest cell, two spaces apart")
    func columns() async {
        let lines = await run(["codes 2204"], format: .table).output.lines
        #expect(lines.contains("코드      이름  영어 이름"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("22042002  미국  United States of America, a long name"))
    }

    @Test("json: the group, the source and a record a code")
    func json() async throws {
        let result = await run(["codes 2204"], format: .json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect(object["group"] as? String == "2204" && object["source"] as? String == "kobis")
        let codes = try #require(object["codes"] as? [[String: String]])
        #expect(codes.map { $0["code"] } == ["22041011", "22042002"])
        #expect(codes.last?["nameEnglish"] == "United States of America, a long name")
    }

    @Test("English sentences")
    func english() async {
        let plain = await run(["codes 2204"], format: .plain, language: .english)
        #expect(plain.output.lines.first == "KOBIS common codes 2204 · 2 codes.")
        #expect(plain.output.text.contains("22042002: 미국, United States of America, a long name."))
    }

    @Test("a group typed wrong is a usage error; KOBIS's failure is worded as every command's")
    func failures() async {
        let wrong = await run(["codes 22a4"])
        #expect(wrong.status == 64 && wrong.output.text.isEmpty, "\(wrong.errors.text)")
        let missing = await run(["codes"])
        #expect(missing.status == 64, "\(missing.errors.text)")
        let words = Language.korean.words(kobisKeySet: true)
        let quota = await run(["codes 2204"], codes: Codes(failure: .source(.quotaExceeded)))
        #expect(quota.status == 1 && quota.errors.text.contains(words.text(for: .quotaExceeded)))
    }

    @Test("Ctrl-C cancels a KOBIS that does not answer, and ends a script with 130")
    func interrupt() async {
        let result = await run(
            ["codes 2204", "help"], codes: Codes(stuck: true), interrupts: AlwaysInterrupted())
        #expect(result.errors.lines == ["취소했습니다."], "\(result.errors.text)")
        #expect(result.output.text.isEmpty && result.status == 130)
    }

    @Test("Tab offers the groups KOBIS's answers use while the group is typed, nothing after it")
    func tabOffersTheKnownGroups() {
        let sources = CompletionSources(suggestedDates: { [] }, movies: { _ in [] })
        #expect(CodesCommand.completions(forArgument: "", from: sources) == ["0105000000", "2201", "2204"])
        #expect(CodesCommand.completions(forArgument: "2204 ", from: sources).isEmpty)
    }
}
