import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// `detail` in the plain format: sentences for screen readers, Korean or English.
struct MovieDetailSentencesTests {
    var result: MovieDetailResult {
        var detail = MovieDetail.stub(code: "20199882", title: "경관의 피")
        detail.directors = [Person(name: "이규만")]
        detail.productionYear = 2021
        detail.runningTimeMinutes = 119
        detail.watchGrade = "15세이상관람가"
        detail.actors = [CastMember(name: "조진웅", role: "박강윤")]
        return MovieDetailResult(detail: detail, poster: .notConfigured)
    }

    @Test func koreanSentencesLeaveMissingFactsOut() {
        let lines = MovieDetailViewData(result: result, entry: nil, date: nil, words: KoreanWords()).sentences
        #expect(lines.first == "경관의 피, 영화 코드 20199882.")
        #expect(lines.contains("감독: 이규만."))
        #expect(lines.contains("2021년 제작, 상영시간 119분, 15세이상관람가."))
        #expect(lines.contains("출연: 조진웅 (박강윤 역)."))
        #expect(lines.contains("포스터: 없음 (KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾음)."))
        #expect(!lines.contains { $0.hasPrefix("원제") || $0.hasPrefix("장르") || $0.contains(" - ") })
        #expect(lines.last == "출처: kobis.")
    }

    @Test func englishSentencesStartWithACapital() {
        let lines = MovieDetailViewData(result: result, entry: nil, date: nil, words: EnglishWords())
            .sentences
        #expect(lines.first == "경관의 피, movie code 20199882.")
        #expect(lines.contains("Made in 2021, runs 119 min, rated 15세이상관람가."))
        #expect(lines.contains("Cast: 조진웅 (as 박강윤)."))
    }

    @Test func theFiguresOfTheDayShownAreASentence() {
        let entry = BoxOfficeEntry.stub(rank: 3, movieCode: "20199882")
        let korean = MovieDetailViewData(
            result: result, entry: entry, date: BoxOfficeChart.stubDate, words: KoreanWords()
        ).sentences
        #expect(korean.contains { $0.hasPrefix("2022-01-05 3위, 관객 64,050명, 누적 69,228명, 매출 점유율 ") })
        let english = MovieDetailViewData(
            result: result, entry: entry, date: BoxOfficeChart.stubDate, words: EnglishWords()
        ).sentences
        #expect(english.contains { $0.hasPrefix("Rank 3 on 2022-01-05: 64,050 today, 69,228 in total, ") })
    }
}
