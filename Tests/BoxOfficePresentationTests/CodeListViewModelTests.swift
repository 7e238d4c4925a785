// `codes GROUP`: the states its ViewModel publishes, exactly, and what the view data says to a program.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// A group's codes answered from memory (the nations), or the failure it is given.
struct CodeListsInMemory: CodeListRepository {
    var failure: CodeListFailure?

    static let nations = CodeList(
        group: .nations,
        codes: [
            CodeEntry(code: "22041011", name: "한국", nameEnglish: "Korea"),
            CodeEntry(code: "22042002", name: "미국", nameEnglish: "USA"),
        ], source: .kobis)

    func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
        if let failure { throw failure }
        return CodeList(group: group, codes: group == .nations ? Self.nations.codes : [], source: .kobis)
    }
}

@MainActor
struct CodeListViewModelTests {
    func viewModel(_ repository: CodeListsInMemory = CodeListsInMemory(), words: any Words = KoreanWords())
        -> (CodeListViewModel, StateRecorder<CodeListViewData>)
    {
        let viewModel = CodeListViewModel(useCase: ListCodesUseCase(repository: repository), words: words)
        return (viewModel, StateRecorder(viewModel))
    }

    @Test func aGroupLoadsThenShowsItsCodesAsValues() async throws {
        let (viewModel, states) = viewModel()
        await viewModel.show(" 2204 ")
        #expect(states.states.count == 2)
        #expect(states.states.first == .loading("공통 코드 2204 가져오는 중"))
        let view = try #require(states.last?.loaded)
        #expect(view.group == "2204" && view.heading == "KOBIS 공통 코드 2204 · 2개")
        #expect(view.header == ["코드", "이름", "영어 이름"])
        #expect(view.rows.map(\.code) == ["22041011", "22042002"] && view.rows.last?.nameEnglish == "USA")
        #expect(view.sentences == ["KOBIS 공통 코드 2204 · 2개.", "22041011: 한국, Korea.", "22042002: 미국, USA."])
    }

    @Test(arguments: [
        ("", "''"), ("22a4", "'22a4'"), ("２２０４", "'２２０４'"), ("-2204", "'-2204'"),
        ("12345678901", "'12345678901'"),
        (String(repeating: "9", count: 5_000), "'99999999999'"),
    ])
    func aGroupTypedWrongAsksNothingAndIsAUsageError(typed: String, shown: String) async {
        let (viewModel, states) = viewModel(CodeListsInMemory(failure: .source(.cancelled)))
        await viewModel.show(typed)
        let message = "코드 그룹은 숫자 10자리까지입니다(예: 0105000000, 2201, 2204): \(shown)"
        #expect(states.states == [.failed(ShownFailure(message, typedWrong: true))])
    }

    @Test func aSourcesFailureIsWordedByTheCommonWords() async {
        let words = EnglishWords(kobisKeySet: true)
        let (viewModel, states) = viewModel(CodeListsInMemory(failure: .source(.quotaExceeded)), words: words)
        await viewModel.show("2204")
        #expect(
            states.states == [
                .loading("Fetching the common codes 2204"),
                .failed(ShownFailure(words.text(for: .quotaExceeded), cause: .quotaExceeded)),
            ])
    }

    @Test func theDemoWithoutTheGroupSaysSoInTheFeaturesWords() async throws {
        let regions = try CodeGroup(parsing: "0105000000")
        let (viewModel, states) = viewModel(
            CodeListsInMemory(failure: .notInDemoData(regions, available: [.nations])))
        await viewModel.show("0105000000")
        #expect(
            states.states == [
                .loading("공통 코드 0105000000 가져오는 중"),
                .failed(ShownFailure("데모 자료에는 공통 코드 0105000000 그룹이 없습니다. 있는 그룹: 2204.")),
            ])
    }

    @Test func aGroupWithNoCodesSaysSoInEnglish() async throws {
        let (viewModel, states) = viewModel(words: EnglishWords())
        await viewModel.show("2201")
        let view = try #require(states.last?.loaded)
        #expect(
            view.rows.isEmpty
                && view.sentences == ["KOBIS common codes 2201 · 0 codes.", "This group has no codes."])
    }

    @Test func theCSVAndTheJSONAreCleanedAsEveryExportIs() async throws {
        let (viewModel, states) = viewModel()
        await viewModel.show("2204")
        let view = try #require(states.last?.loaded)
        #expect(
            view.csv(cleaning: { $0.uppercased() })
                == "code,name,nameEnglish\n22041011,한국,KOREA\n22042002,미국,USA\n")
        let json = view.json(cleaning: { $0 == "Korea" ? "K" : $0 })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["group"] as? String == "2204" && object["source"] as? String == "kobis")
        let codes = try #require(object["codes"] as? [[String: String]])
        #expect(codes.first == ["code": "22041011", "name": "한국", "nameEnglish": "K"])
    }

    @Test("every language has the help, and the command names it")
    func theHelpIsInEveryLanguage() {
        for language in Language.allCases {
            let help = CodeListWords(language).help
            #expect(!help.summary.isEmpty && !help.details.isEmpty && help.details.joined().contains("2204"))
        }
    }
}
