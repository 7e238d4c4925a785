import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// A chart answer that is not the chart asked for, said in both languages with its facts.
struct ChartMismatchWordsTests {
    static let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
    static let weekend = ChartPeriod(.weekend, containing: day)

    @Test(arguments: [
        (
            ChartMismatch.period(asked: .day(day), answered: "20220106~20220106"),
            "KOBIS's answer is not the chart asked for: its showRange is '20220106~20220106', "
                + "not 20220105~20220105. It was not stored.",
            "KOBIS가 요청한 것과 다른 차트로 답했습니다(showRange '20220106~20220106', 요청: 20220105~20220105). "
                + "저장하지 않았습니다."
        ),
        (
            .period(asked: weekend, answered: "20220103~20220109"),
            "KOBIS's answer is not the chart asked for: its showRange is '20220103~20220109', "
                + "not 20220107~20220109. It was not stored.",
            "KOBIS가 요청한 것과 다른 차트로 답했습니다(showRange '20220103~20220109', 요청: 20220107~20220109). "
                + "저장하지 않았습니다."
        ),
        (
            .tooManyRows(count: 50, limit: 10),
            "KOBIS's answer is not the chart asked for: it has 50 rows, more than the 10 KOBIS "
                + "sends. It was not stored.",
            "KOBIS가 요청한 것과 다른 차트로 답했습니다(행 50개, KOBIS가 보내는 최대 10개 초과). 저장하지 않았습니다."
        ),
        (
            .ranks([1, 2, 2]),
            "KOBIS's answer is not the chart asked for: its ranks are 1, 2, 2, not 1 to 3 in "
                + "order. It was not stored.",
            "KOBIS가 요청한 것과 다른 차트로 답했습니다(순위 1, 2, 2, 1부터 3까지 차례대로가 아님). 저장하지 않았습니다."
        ),
    ])
    func eachMismatchIsSaidWithItsFacts(mismatch: ChartMismatch, english: String, korean: String) {
        let failure = BoxOfficeFailure.undecodableResponse(.otherChart(mismatch))
        #expect(EnglishWords().text(for: failure) == english)
        #expect(KoreanWords().text(for: failure) == korean)
    }

    @Test func theAnsweredRangeIsTheTextTheKeyIsTakenFrom() {
        let problem = ResponseProblem.otherChart(.period(asked: .day(Self.day), answered: "key=SECRET"))
        #expect(
            problem.mappingTexts { $0.replacingOccurrences(of: "SECRET", with: "***") }
                == .otherChart(.period(asked: .day(Self.day), answered: "key=***")))
    }
}
