// What sync says of its plan and of a stop, in both languages: the numbers a user acts on.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

@Suite struct HistoryWordsTests {
    static let languages: [any Words] = [EnglishWords(kobisKeySet: true), KoreanWords(kobisKeySet: true)]
    static let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    let range = Self.first...Self.first.adding(days: 19)

    func plan(callsToday: Int) -> SyncPlan {
        let requests = range.days.suffix(15).map { ChartRequest.daily($0) }
        return SyncPlan(
            request: SyncRequest(range: range), total: 20, toFetch: requests, callsToday: callsToday)
    }

    @Test func aStopAtTheDailyLimitSaysHowManyChartsTheRestNeeds() {
        let report = SyncReport(
            plan: plan(callsToday: 2_990), fetched: 5, failed: [], stop: .dailyLimit, callsUsed: 10,
            callsLeft: 0)
        for words in Self.languages {
            let text = words.syncStopped(report) ?? ""
            #expect(text.contains("10"), "\(text)")
            #expect(text.contains("3,000"), "\(text)")
            #expect(words.syncSummary(report).contains("5"))
        }
    }

    @Test func aPlanLargerThanTodaysCallsSaysWhatThisRunFetchesAndWhatWaits() {
        // 6 calls left, 2 of them kept back for the last chart's retries: 4 now, 11 tomorrow.
        let plan = plan(callsToday: 2_994)
        #expect(!plan.fitsToday && plan.fetchableToday == 4)
        #expect(
            EnglishWords().syncOverQuota(plan)
                == "That is more than the calls left today (2 kept back for retries): this run fetches 4 and "
                + "stops; run the same sync again tomorrow (Asia/Seoul) for the other 11.")
        #expect(
            KoreanWords().syncOverQuota(plan)
                == "오늘 남은 호출(재시도 몫 2회 제외)보다 많습니다: 이번에는 4개를 받고 멈춥니다. "
                + "나머지 11개는 내일(서울 기준) 같은 sync를 다시 실행하면 이어 받습니다.")
        for words in Self.languages {
            #expect(words.syncPlan(plan).contains("15"))
        }
    }

    @Test func aPlanFitsTodayExactlyWhenItsChartsLeaveTheRetryReserveUnspent() {
        // 15 charts: 17 calls left fit them (the last one's 2 retries kept back), 16 do not.
        #expect(plan(callsToday: 3_000 - 17).fitsToday)
        #expect(!plan(callsToday: 3_000 - 16).fitsToday)
        #expect(plan(callsToday: 3_000 - 16).fetchableToday == 14)
        #expect(plan(callsToday: 2_999).fetchableToday == 0 && plan(callsToday: 3_100).fetchableToday == 0)
    }

    static let readOnly = StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .readOnly)

    @Test func aStoreThatKeepsNothingStopsTheSyncSayingWhyAndWhatWasNotAsked() {
        let unsaved = SyncFailedChart(
            request: .daily(Self.first), failure: .chartNotKept(.stub(date: Self.first), Self.readOnly))
        let report = SyncReport(
            plan: plan(callsToday: 0), fetched: 0, failed: [unsaved], stop: .storeUnwritable(Self.readOnly),
            callsUsed: 1, callsLeft: 2_999)
        #expect(report.unsaved == [unsaved] && report.notAsked == 14)
        #expect(
            EnglishWords().syncStopped(report)
                == "Stopped: the local store could not be written: /c/boxoffice.sqlite is read-only. "
                + "The remaining 14 charts were not asked for; once the store can be written, run the same sync again."
        )
        #expect(
            KoreanWords().syncStopped(report)
                == "멈췄습니다: 로컬 저장소에 쓰지 못해(읽기 전용: /c/boxoffice.sqlite) 남은 차트 14개는 "
                + "요청하지 않았습니다. 저장소에 쓸 수 있게 한 뒤 같은 sync를 다시 실행하세요.")
        #expect(
            EnglishWords().syncFailed(unsaved)
                == "2024-01-01 daily: Fetched, but the local store could not keep it: /c/boxoffice.sqlite is read-only."
        )
        #expect(
            KoreanWords().syncFailed(unsaved)
                == "2024-01-01 일별: 받았지만 로컬 저장소에 저장하지 못했습니다(읽기 전용: /c/boxoffice.sqlite).")
    }

    @Test func everyReasonAWriteFailsIsSaidWithTheFileInEitherLanguage() {
        let reasons: [StoreWriteFailure.Reason] = [
            .readOnly, .full, .busy, .ioError(code: 778), .other(code: 19), .other(code: nil),
        ]
        for reason in reasons {
            for words in Self.languages {
                let text = words.text(for: StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: reason))
                #expect(text.contains("/c/boxoffice.sqlite") && !text.contains("\n"), "\(text)")
            }
        }
        #expect(
            EnglishWords().text(for: StoreWriteFailure(file: "/c/b", reason: .ioError(code: 778)))
                == "the system could not write /c/b (SQLite I/O error 778; a full disk or a file size limit "
                + "such as ulimit -f does this)")
    }

    @Test func aQuotaRefusalMidSyncIsKOBISsRefusalNotTheReserveStop() {
        let report = SyncReport(
            plan: plan(callsToday: 2_000), fetched: 5, failed: [], stop: .refused(.quotaExceeded),
            callsUsed: 6,
            callsLeft: 0)
        #expect(
            EnglishWords().syncStopped(report)
                == "KOBIS refused: the key's daily quota is used up (320011). The remaining 10 charts were not "
                + "fetched; run the same sync again tomorrow (Asia/Seoul) to continue.")
        #expect(
            KoreanWords().syncStopped(report)
                == "KOBIS가 거부했습니다: 이 키의 하루 이용량을 다 썼습니다(320011). 남은 차트 10개는 받지 못했습니다. "
                + "내일(서울 기준) 같은 sync를 다시 실행하면 이어 받습니다.")
    }

    @Test func chartsKOBISHadNoFiguresForAreNamedAndSaidToBeAskedAgain() {
        let empty = [ChartRequest.daily(Self.first), .daily(Self.first.adding(days: 1))]
        #expect(
            EnglishWords().syncEmpty(empty)
                == "KOBIS had no figures for 2 charts (2024-01-01, 2024-01-02): the next sync asks for them again."
        )
        #expect(
            KoreanWords().syncEmpty(empty)
                == "KOBIS에 집계가 없던 차트 2개(2024-01-01, 2024-01-02): 다음 sync에서 다시 요청합니다.")
    }

    @Test func theDemoDataIsToldItNeedsAKeyOnlyWhenNoneIsSet() {
        #expect(
            EnglishWords(kobisKeySet: false).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY")
        )
        #expect(
            !EnglishWords(kobisKeySet: true).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY")
        )
        #expect(
            KoreanWords(kobisKeySet: false).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY"))
    }

    @Test("a reader of the store on the demo data says what it reads, and how to get it: the key, then sync")
    func aReaderOfTheStoreSaysHowToGetOne() {
        let failure = HistoryFailure.needsKOBISKey
        #expect(
            EnglishWords(kobisKeySet: false).text(for: failure, reading: "trend")
                == "`trend` reads the charts a sync keeps in the local store, and the demo data keeps none: set "
                + "KOBIS_API_KEY, then fill it with `boxoffice sync FROM TO` (e.g. `boxoffice sync 20220101 20220131`)."
        )
        #expect(
            KoreanWords(kobisKeySet: false).text(for: failure, reading: "top")
                == "`top` 명령은 sync가 로컬 저장소에 받아 둔 차트를 읽는데, 데모 자료는 저장소에 남지 않습니다: "
                + "KOBIS_API_KEY를 설정한 다음 `boxoffice sync FROM TO`(예: `boxoffice sync 20220101 20220131`)로 "
                + "저장소를 채우세요.")
        // With a key set (--demo), the key is not asked for: the store is.
        for words in [EnglishWords(kobisKeySet: true), KoreanWords(kobisKeySet: true)] as [any Words] {
            let text = words.text(for: failure, reading: "export")
            #expect(text.hasPrefix("`export` ") && text.contains("--demo") && text.contains("boxoffice sync"))
            #expect(!text.contains("KOBIS_API_KEY"), "\(text)")
        }
        // Any other failure is said as sync and export say it.
        let other = HistoryFailure.storeUnreadable
        #expect(EnglishWords().text(for: other, reading: "trend") == EnglishWords().text(for: other))
    }
}
