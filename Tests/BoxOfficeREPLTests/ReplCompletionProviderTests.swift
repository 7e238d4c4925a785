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
        #expect(provider.completions(forTextBeforeCursor: "") == CommandList.all.map { $0.name })
        #expect(provider.completions(forTextBeforeCursor: "e") == ["export", "exit"])
        #expect(provider.completions(forTextBeforeCursor: "ex") == ["export", "exit"])
        #expect(provider.completions(forTextBeforeCursor: "syn") == ["sync"])
    }

    @Test("offers an alias once what was typed no longer fits its command's own name")
    func aliases() {
        #expect(provider.completions(forTextBeforeCursor: "da") == ["date"])
        #expect(provider.completions(forTextBeforeCursor: "dai") == ["daily"])
        #expect(provider.completions(forTextBeforeCursor: "daily") == ["daily"])
        #expect(provider.completions(forTextBeforeCursor: "ca") == ["calendar"])
        #expect(
            provider.completions(forTextBeforeCursor: "cal") == ["calendar"],
            "cal and calendar run one command")
        #expect(provider.completions(forTextBeforeCursor: "exi") == ["exit"])
        #expect(provider.completions(forTextBeforeCursor: "daily 2022") == ["20220105", "20220104"])
        for name in CommandList.allNames {
            let offered = provider.completions(forTextBeforeCursor: name)
            let command = CommandList.command(named: name).map(ObjectIdentifier.init)
            #expect(
                offered.contains { CommandList.command(named: $0).map(ObjectIdentifier.init) == command },
                "\(name): \(offered)")
        }
    }

    @Test("completes days after date")
    func days() {
        #expect(provider.completions(forTextBeforeCursor: "date ") == ["20220105", "20220104", "20211231"])
        #expect(provider.completions(forTextBeforeCursor: "date 2022") == ["20220105", "20220104"])
        #expect(provider.completions(forTextBeforeCursor: "date 20220105 ") == [])
    }

    @Test("completes the code groups KOBIS's answers name after codes")
    func codeGroups() {
        #expect(provider.completions(forTextBeforeCursor: "codes ") == ["0105000000", "2201", "2204"])
        #expect(provider.completions(forTextBeforeCursor: "codes 22") == ["2201", "2204"])
        #expect(provider.completions(forTextBeforeCursor: "codes 2204 ") == [])
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
