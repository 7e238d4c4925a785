// KOBIS's `yearWeekTime` said on its edges: weeks 1, 52 and 53 are weeks; 0 and 54 are not.

import BoxOfficePresentation
import Testing

@Suite struct WeekNameTests {
    @Test(arguments: [
        ("202001", "week 1 of 2020", "2020년 1주"), ("202152", "week 52 of 2021", "2021년 52주"),
        ("202053", "week 53 of 2020", "2020년 53주"),
    ])
    func weeksOneToFiftyThreeAreNamed(yearWeek: String, english: String, korean: String) {
        #expect(EnglishWords().weekName(yearWeek) == english)
        #expect(KoreanWords().weekName(yearWeek) == korean)
    }

    @Test(arguments: ["202000", "202054", "20201", "2020011", "2020ab", ""])
    func anythingElseIsNoWeek(yearWeek: String) {
        #expect(EnglishWords().weekName(yearWeek) == nil)
        #expect(KoreanWords().weekName(yearWeek) == nil)
    }
}
