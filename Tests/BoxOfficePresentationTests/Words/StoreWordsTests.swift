import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// What is said about keeping the store safe, in Korean and in English: a file moved aside in use
/// (where, and what went with it), a log cut short, a log not folded in at exit, and `backup`.
struct StoreWordsTests {
    let korean = KoreanWords()
    let english = EnglishWords()

    @Test func aStoreMovedAsideInUseSaysWhereAndWhatWentWithIt() {
        let moved = StoreHealed.movedAside(
            "/c/boxoffice.sqlite", copy: "/c/boxoffice.sqlite.damaged-1", callCounts: .kept, chartsSaved: 12)
        #expect(
            korean.text(for: moved)
                == "저장소가 사용 중에 손상되어 옮겼습니다: /c/boxoffice.sqlite → /c/boxoffice.sqlite.damaged-1. 빈 저장소를 새로 "
                + "만들었으므로 이번 실행에서 저장한 차트 12개를 포함해 저장돼 있던 자료는 모두 옮긴 파일에만 있습니다. "
                + "KOBIS 호출 횟수는 새 저장소로 옮겼습니다.")
        #expect(
            english.text(for: moved)
                == "the store /c/boxoffice.sqlite was found damaged while in use and moved aside to "
                + "/c/boxoffice.sqlite.damaged-1; a new empty store took its place, so everything it held, the 12 "
                + "charts this run saved among it, is only in the moved file; its KOBIS call counts were kept"
        )
        let first = StoreHealed.movedAside("/s", copy: "/s.d", callCounts: .reset, chartsSaved: 0)
        #expect(
            english.text(for: first).contains(
                "so everything it held is only in the moved file; its KOBIS "
                    + "call counts could not be read and start again from zero"))
        #expect(korean.text(for: first).contains("저장돼 있던 자료는 모두 옮긴 파일에만 있습니다. KOBIS 호출 횟수는 읽을 수 없어"))
        let one = StoreHealed.movedAside("/s", copy: "/s.d", callCounts: .kept, chartsSaved: 1)
        #expect(english.text(for: one).contains("the 1 chart this run saved"))
    }

    @Test func aLogCutShortAndALogNotFoldedInAreSaid() {
        #expect(
            english.text(for: .logCutShort("/c/b.sqlite"))
                == "another program cut short or removed the store's log /c/b.sqlite-wal; the store was opened again "
                + "from what is on disk, and what only the missing part held is gone (the same sync run again "
                + "fetches any chart it held)")
        #expect(
            korean.text(for: .logCutShort("/c/b.sqlite")).hasPrefix(
                "다른 프로그램이 저장소의 로그 파일을 자르거나 지웠습니다: /c/b.sqlite-wal."))
        #expect(
            english.storeNotFolded(path: "/c/b.sqlite")
                == "the store's log could not be folded into /c/b.sqlite: copy /c/b.sqlite-wal along with it")
        #expect(
            korean.storeNotFolded(path: "/c/b.sqlite")
                == "저장소 로그를 파일에 합치지 못했습니다: /c/b.sqlite (복사할 때는 /c/b.sqlite-wal도 함께 복사하세요)")
    }

    @Test func backupSaysWhereTheCopyIsAndWhyNoneWasWritten() {
        let copy = StoreSummary(
            location: "/b/copy.sqlite", days: 3, movieDetails: 2, posters: 1, bytes: 82_408)
        #expect(
            english.backedUp(copy)
                == "Backed up the store to /b/copy.sqlite (3 days, 2 movie details, 1 poster, 80.5 KB (82,408 bytes))."
        )
        #expect(korean.backedUp(copy).hasPrefix("저장소를 백업했습니다: /b/copy.sqlite (박스오피스 3일, 영화 정보 2"))
        #expect(
            english.text(for: StoreBackupFailure.exists("/b/c"))
                == "/b/c already exists; it was not overwritten (add --force to replace it)")
        #expect(
            korean.text(for: StoreBackupFailure.exists("/b/c"))
                == "이미 있는 파일이라 덮어쓰지 않았습니다: /b/c (바꾸려면 --force)")
        #expect(
            english.text(for: StoreBackupFailure.cannotWrite("/ro/c", .permissionDenied))
                == "the backup cannot be written to /ro/c: permission denied")
        #expect(
            korean.text(for: StoreBackupFailure.cannotWrite("/ro/c", .permissionDenied))
                == "백업을 쓸 수 없습니다: /ro/c (권한 없음)")
        #expect(
            english.text(for: StoreBackupFailure.isTheStore("/c/b.sqlite")).hasPrefix(
                "/c/b.sqlite is the store itself"))
        #expect(
            english.text(for: StoreBackupFailure.noStore(.folderNotWritable("/c")))
                == "there is no store to back up: the cache folder /c is not writable")
        #expect(
            english.text(for: StoreBackupFailure.storeUnreadable("/c/b"))
                == "the store /c/b could not be read to copy it")
    }

    @Test func theDemoDataHasNoStoreToBackUpAndNoTextSuggestsAKeyThatIsSet() {
        #expect(english.text(for: StoreBackupFailure.demo).contains("KOBIS_API_KEY"))
        #expect(korean.text(for: StoreBackupFailure.demo).contains("KOBIS_API_KEY"))
        for words: any Words in [KoreanWords(kobisKeySet: true), EnglishWords(kobisKeySet: true)] {
            let text = words.text(for: StoreBackupFailure.demo)
            #expect(!text.contains("KOBIS_API_KEY"), "\(text)")
            #expect(text.contains("--demo"), "\(text)")
        }
    }
}
