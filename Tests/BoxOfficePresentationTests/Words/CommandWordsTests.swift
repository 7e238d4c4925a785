import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// What the prompt's help and `source` say, in both languages: each language's own markers.
struct CommandWordsTests {
    @Test(arguments: [Language.korean, .english])
    func theSymbolsHelpShowsTheNewMarkerOfItsLanguage(language: Language) {
        let words = language.words(kobisKeySet: false)
        let details = words.help(forCommand: "symbols")?.details.joined(separator: " ") ?? ""
        #expect(details.contains("unicode: ▲3 ▼2 \(words.newMarker)"), "\(details)")
        #expect(details.contains("ascii: +3 -2 NEW"), "\(details)")
    }

    @Test(
        "trend, top and compare say in their help that a filter given reads what a sync stored under it",
        arguments: [Language.korean, .english], ["trend", "top", "compare"])
    func aHistorysHelpSaysWhatItsFilterReads(language: Language, command: String) {
        let details = language.words(kobisKeySet: false).help(forCommand: command)?.details ?? []
        #expect(
            details.contains {
                $0.contains("`--region`") && $0.contains("`top 20230101 20231231 --nation korean`")
            },
            "\(details)")
    }

    @Test func aFileThatIsNotTextIsRefusedInBothLanguages() {
        #expect(
            EnglishWords().sourceFileNotText("a.out")
                == "source: a.out is not a text file of commands (it holds NUL bytes)")
        #expect(KoreanWords().sourceFileNotText("a.out") == "source: 텍스트로 된 명령 파일이 아닙니다(NUL 바이트가 있음): a.out")
    }

    @Test func theHistoryFolderSaysWhyInBothLanguages() {
        #expect(
            EnglishWords().historyFolderNotCreated(path: "/h", reason: .fileInTheWay)
                == "Could not create the history folder /h (a file is in the way).")
        #expect(
            KoreanWords().historyFolderNotCreated(path: "/h", reason: .fileInTheWay)
                == "명령 기록 폴더를 만들 수 없습니다(이유: 폴더 자리에 파일이 있음): /h")
    }
}
