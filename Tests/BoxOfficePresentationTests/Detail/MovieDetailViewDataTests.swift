import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// The vertical view's rows and the JSON contract.
struct MovieDetailViewDataTests {
    let bare = MovieDetailResult(detail: .stub(code: "20990001", title: "빈 영화"), poster: .notConfigured)

    @Test func missingValuesAreDashesNeverEmpty() {
        let view = MovieDetailViewData(result: bare, entry: nil, date: nil, words: KoreanWords())
        #expect(view.rows.allSatisfy { !$0.values.isEmpty && $0.values.allSatisfy { !$0.isEmpty } })
        #expect(view.rows.first { $0.label == "감독" }?.values == ["-"])
        #expect(view.rows.first { $0.label == "출연" }?.values == ["-"])
        #expect(view.rows.first { $0.isPoster }?.values.first?.contains("KAKAO_REST_API_KEY") == true)
    }

    @Test func theOrderIsTitlesPosterPeopleFactsThenFigures() {
        let view = MovieDetailViewData(
            result: bare, entry: .stub(rank: 3, movieCode: "20990001"), date: BoxOfficeChart.stubDate,
            words: KoreanWords())
        #expect(
            view.rows.map(\.label) == [
                "제목", "영문 제목", "원제", "포스터", "감독", "제작연도", "개봉일", "상영시간", "관람등급", "제작국가", "장르",
                "출연", "영화사", "순위 (2022-01-05)", "관객수", "누적관객수", "매출 점유율", "스크린수", "상영횟수", "출처",
            ])
    }

    @Test func actorsShowRolesAndAreCutAfterTen() {
        var detail = MovieDetail.stub(code: "1")
        detail.actors = (1...12).map { CastMember(name: "배우 \($0)", role: $0 == 1 ? "형사" : nil) }
        let view = MovieDetailViewData(
            result: .init(detail: detail, poster: .notFound), entry: nil, date: nil, words: KoreanWords())
        let cast = view.rows.first { $0.label == "출연" }?.values ?? []
        #expect(cast.first == "배우 1 (형사 역)")
        #expect(cast.count == 11 && cast.last == "외 2명")
    }

    @Test func thePosterLineHasTheAddressAndSize() {
        let poster = Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727)
        let words = KoreanWords()
        #expect(
            MovieDetailViewData.posterLine(.found(poster), words: words)
                == "https://img.example/p.jpg (510×727)")
        #expect(
            MovieDetailViewData.posterLine(
                .unavailable(.failed(.httpStatus(401, service: .kakao))), words: words
            )
            .contains("401"))
    }

    @Test func theJSONHasTheContractsKeysInOrderWithNulls() throws {
        var detail = MovieDetail.stub(code: "20199882", title: "경관의 피")
        detail.actors = [CastMember(name: "조진웅", role: "박강윤"), CastMember(name: "최우식")]
        let text = MovieDetailExport.json(.init(detail: detail, poster: .notFound))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "movieCode", "title", "titleEnglish", "titleOriginal", "directors", "productionYear",
                "openDate",
                "runningTimeMinutes", "watchGrade", "nations", "genres", "actors", "companies", "poster",
                "source",
            ])
        #expect(object["poster"] is NSNull && object["titleEnglish"] is NSNull)
        let actors = try #require(object["actors"] as? [[String: Any]])
        #expect(actors[1]["role"] is NSNull)
        #expect(text.hasPrefix(#"{"movieCode":"20199882","title":"경관의 피","titleEnglish":null"#))
        let withPoster = MovieDetailExport.json(
            .init(detail: detail, poster: .found(Poster(imageURL: "https://i/p.jpg", width: 1, height: 2))))
        #expect(
            withPoster.contains(
                #""poster":{"imageURL":"https://i/p.jpg","thumbnailURL":null,"width":1,"height":2}"#))
    }
}
