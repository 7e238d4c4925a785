import BoxOfficeREPL
import Testing

@testable import BoxOfficeCommands

@MainActor
@Suite("ReplCompletionProvider")
struct ReplCompletionProviderTests {
    let provider = ReplCompletionProvider { ["20220105", "20220104", "20211231"] }

    @Test("completes command names")
    func commandNames() {
        #expect(provider.completions(forTextBeforeCursor: "da") == ["date"])
        #expect(provider.completions(forTextBeforeCursor: "") == CommandList.allNames)
        #expect(provider.completions(forTextBeforeCursor: "e") == ["export", "exit"])
        #expect(provider.completions(forTextBeforeCursor: "ex") == ["export", "exit"])
        #expect(provider.completions(forTextBeforeCursor: "syn") == ["sync"])
    }

    @Test("completes days after date")
    func days() {
        #expect(provider.completions(forTextBeforeCursor: "date ") == ["20220105", "20220104", "20211231"])
        #expect(provider.completions(forTextBeforeCursor: "date 2022") == ["20220105", "20220104"])
        #expect(provider.completions(forTextBeforeCursor: "date 20220105 ") == [])
    }

    @Test("completes command names after help, nothing after other commands")
    func helpArguments() {
        #expect(provider.completions(forTextBeforeCursor: "help re") == ["refresh"])
        #expect(provider.completions(forTextBeforeCursor: "prev ") == [])
    }

    @Test("matches in any case, as the parser reads names and choices, and offers their own spelling")
    func anyCase() {
        #expect(provider.completions(forTextBeforeCursor: "DA") == ["date"])
        #expect(provider.completions(forTextBeforeCursor: "mode I") == ["icon"])
        #expect(provider.completions(forTextBeforeCursor: "HELP RE") == ["refresh"])
        #expect(provider.completions(forTextBeforeCursor: "Format J") == ["json"])
    }
}
