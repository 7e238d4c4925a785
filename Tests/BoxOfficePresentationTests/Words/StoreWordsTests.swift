import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// What is said about keeping the store safe, in Korean and in English: a damaged file salvaged (where,
/// and how many charts were kept and lost), a store not closed at exit, a path that is no file, and `backup`.
struct StoreWordsTests {
    let korean = KoreanWords()
    let english = EnglishWords()

    @Test func aStoreSalvagedInUseSaysWhereAndHowManyChartsWereKeptAndLost() {
        let moved = StoreHealed.salvaged(
            "/c/boxoffice.sqlite", copy: "/c/boxoffice.sqlite.damaged-1",
            salvaged: StoreSalvage(chartsKept: 38, chartsLost: 2, unreadableParts: 3))
        #expect(
            korean.text(for: moved)
                == "저장소가 사용 중에 손상되어 그 파일을 비우고 읽히는 자료로 새 저장소를 만들었습니다: /c/boxoffice.sqlite (차트 38개 "
                + "보존, 2개 유실, 읽을 수 없는 부분 3곳의 자료도 유실; 같은 sync를 다시 실행하면 유실된 차트를 다시 받습니다). 손상된 "
                + "파일의 사본을 남겨 두었습니다: /c/boxoffice.sqlite.damaged-1.")
        #expect(
            english.text(for: moved)
                == "the store /c/boxoffice.sqlite was found damaged while in use and salvaged: 38 charts kept, 2 lost, "
                + "and whatever 3 unreadable parts held (the same sync run again fetches the charts lost); the file "
                + "was rebuilt in place and holds what still read, and a copy of the damaged file was kept at "
                + "/c/boxoffice.sqlite.damaged-1")
    }

    @Test func aStoreSalvagedWholeAtOpenSaysNothingWasLost() {
        let whole = StoreProblem.salvaged(
            "/s", copy: "/s.d", salvaged: StoreSalvage(chartsKept: 1, chartsLost: 0, unreadableParts: 0))
        #expect(
            english.text(for: whole)
                == "the store /s was damaged and salvaged: 1 chart kept, 0 lost; the file was rebuilt in place and "
                + "holds what still read, and a copy of the damaged file was kept at /s.d")
        #expect(
            korean.text(for: whole)
                == "저장소 /s: 손상된 파일이므로 그 파일을 비우고 읽히는 자료로 새 저장소를 만들었습니다(차트 1개 보존, 0개 유실). "
                + "손상된 파일의 사본을 남겨 두었습니다: /s.d")
    }

    @Test func aStoreSQLiteCouldNotReadSaysNoCopyCouldBeKept() {
        let unread = StoreHealed.salvaged(
            "/s", copy: nil, salvaged: StoreSalvage(chartsKept: 0, chartsLost: 0, unreadableParts: 1))
        #expect(
            english.text(for: unread)
                == "the store /s was found damaged while in use and salvaged: 0 charts kept, 0 lost, and whatever 1 "
                + "unreadable part held (the same sync run again fetches the charts lost); the file was rebuilt in "
                + "place and holds what still read, and no copy of the damaged file could be kept (SQLite could not "
                + "read it)")
        #expect(
            korean.text(for: unread).hasSuffix("SQLite가 손상된 파일을 읽을 수 없어 사본을 남기지 못했습니다."),
            "\(korean.text(for: unread))")
    }

    @Test func aStoreNotClosedAndAPathThatIsNotAFileAreSaid() {
        #expect(
            english.storeNotFolded(path: "/c/b.sqlite")
                == "the store /c/b.sqlite could not be closed: copy /c/b.sqlite-wal along with it")
        #expect(
            korean.storeNotFolded(path: "/c/b.sqlite")
                == "저장소를 닫지 못했습니다: /c/b.sqlite (복사할 때는 /c/b.sqlite-wal도 함께 복사하세요)")
        #expect(
            english.text(for: StoreProblem.unusable("/dev/null", .notAFile))
                == "the store /dev/null is not a regular file (a device, a FIFO or a socket); it was left as it is"
        )
        #expect(
            korean.text(for: StoreProblem.unusable("/dev/null", .notAFile))
                == "저장소를 쓸 수 없습니다: /dev/null: 일반 파일이 아닌 경로(장치, FIFO, 소켓)이므로 그대로 둠")
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
                == "the store cannot be backed up: the cache folder /c is not writable")
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
