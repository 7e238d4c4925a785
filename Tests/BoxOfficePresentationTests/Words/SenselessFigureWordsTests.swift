import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// A chart answer with figures no real chart has, said in both languages with its facts.
struct SenselessFigureWordsTests {
    @Test(arguments: [
        (
            SenselessFigure.negative(field: "audiCnt", row: 3, value: -1),
            "KOBIS's answer makes no sense: audiCnt of row 3 is -1, below zero. It was not stored.",
            "KOBIS의 답에 있을 수 없는 수치가 있습니다(행 3의 audiCnt: -1, 0보다 작음). 저장하지 않았습니다."
        ),
        (
            .pastAnyRealCount(field: "audiCnt", row: 1, value: 9_223_372_036_854_775_807, limit: 52_000_000),
            "KOBIS's answer makes no sense: audiCnt of row 1 is 9,223,372,036,854,775,807, past any real count "
                + "(at most 52,000,000). It was not stored.",
            "KOBIS의 답에 있을 수 없는 수치가 있습니다(행 1의 audiCnt: 9,223,372,036,854,775,807, 있을 수 있는 최대 "
                + "52,000,000 초과). 저장하지 않았습니다."
        ),
        (
            .totalBelowDay(total: "audiAcc", day: "audiCnt", row: 2),
            "KOBIS's answer makes no sense: audiAcc of row 2 is below its audiCnt. It was not stored.",
            "KOBIS의 답에 있을 수 없는 수치가 있습니다(행 2의 audiAcc가 audiCnt보다 작음). 저장하지 않았습니다."
        ),
        (
            .shareOutOfRange(field: "salesShare", row: 1, value: 500.5),
            "KOBIS's answer makes no sense: salesShare of row 1 is 500.5%, no share (0 to 100%). It was not stored.",
            "KOBIS의 답에 있을 수 없는 수치가 있습니다(행 1의 salesShare: 500.5%, 0~100% 범위 밖). 저장하지 않았습니다."
        ),
        (
            .movieTwice(code: "20990001", rows: [1, 2]),
            "KOBIS's answer makes no sense: the movie 20990001 is on rows 1 and 2. It was not stored.",
            "KOBIS의 답에 있을 수 없는 수치가 있습니다(영화 20990001가 1행, 2행에 중복됨). 저장하지 않았습니다."
        ),
    ])
    func eachSenselessFigureIsSaidWithItsFacts(figure: SenselessFigure, english: String, korean: String) {
        let failure = BoxOfficeFailure.undecodableResponse(.senseless(figure))
        #expect(EnglishWords().text(for: failure) == english)
        #expect(KoreanWords().text(for: failure) == korean)
    }
}
