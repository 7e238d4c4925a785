import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// `status` says the store is used only when it is, and why there is none in the view's
/// language; the poster line speaks the view's language.
struct StoreWordingTests {
    let day = BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest
    let problem = StoreProblem.folderCannotBeCreated("/ro/boxoffice")

    func rows(_ store: StoreAvailability, _ language: Language) -> [LabelledValue] {
        StatusViewData(
            status: AppStatus(source: .kobis, store: store, day: day, budget: nil),
            words: language.words(kobisKeySet: false)
        ).rows
    }

    @Test func withoutAUsableStoreTheSourceDoesNotClaimOne() {
        for store in [StoreAvailability.unavailable(problem), .notUsed] {
            let korean = rows(store, .korean)
            #expect(korean.first?.value == "kobis (KOBIS 오픈 API, 로컬 저장소 없이 매번 요청)")
            let english = rows(store, .english)
            #expect(
                english.first?.value
                    == "kobis (KOBIS Open API), without a local store: every request goes to KOBIS")
            #expect(
                !(korean + english).contains { $0.value.contains("캐시로") || $0.value.contains("as cache") })
        }
        let summary = StoreSummary(location: "/c/b.sqlite", days: 1, movieDetails: 0, posters: 0, bytes: 10)
        #expect(rows(.available(summary), .korean).first?.value == "kobis (KOBIS 오픈 API, 로컬 저장소를 캐시로 사용)")
        #expect(
            rows(.available(summary), .english).first?.value
                == "kobis (KOBIS Open API), with the local store as cache")
    }

    @Test func theStoreLineSaysWhyInTheViewsLanguage() {
        #expect(
            rows(.unavailable(problem), .korean)[1]
                == LabelledValue("저장소", "없음 (이유: 캐시 폴더를 만들 수 없습니다: /ro/boxoffice)"))
        #expect(
            rows(.unavailable(problem), .english)[1]
                == LabelledValue("store", "none: the cache folder /ro/boxoffice cannot be created"))
    }

    @Test func thePosterLineIsInTheViewsLanguage() {
        let korean = KoreanWords()
        let english = EnglishWords()
        func line(_ lookup: PosterLookup, _ words: any Words = KoreanWords()) -> String {
            MovieDetailViewData.posterLine(lookup, words: words)
        }
        #expect(line(.notConfigured) == "- (KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾음)")
        #expect(
            line(.notConfigured, english)
                == "- (set KAKAO_REST_API_KEY to look posters up on Kakao image search)")
        #expect(line(.notFound) == "- (카카오 이미지 검색에서 찾지 못함)")
        #expect(line(.notFound, english) == "- (Kakao image search found no image)")
        let refused = PosterLookup.unavailable(.failed(.httpStatus(500, service: .kakao)))
        #expect(line(refused) == "- (포스터를 가져오지 못함: 카카오 서버가 HTTP 500으로 답했습니다.)")
        #expect(line(refused, english) == "- (poster unavailable: The Kakao server answered HTTP 500.)")
        #expect(line(.unavailable(.demo)) == "- (데모 자료에는 포스터가 없음)")
        #expect(line(.unavailable(.demo), english) == "- (the demo data has no posters)")
        #expect(korean.posterMissingSentence(.unavailable(.demo)) == "데모 자료에는 포스터가 없습니다.")
        #expect(english.posterMissingSentence(.unavailable(.demo)) == "The demo data has no posters.")
        #expect(korean.posterMissingSentence(refused) == "포스터를 가져오지 못했습니다: 카카오 서버가 HTTP 500으로 답했습니다.")
        #expect(
            english.posterMissingSentence(refused)
                == "The poster is unavailable. The Kakao server answered HTTP 500.")
        // The reason is a sentence of its own, so its capital follows a full stop, never mid-sentence.
        #expect(
            english.posterNotFetched(
                reason: english.text(for: BoxOfficeFailure.httpStatus(500, service: .kakao)))
                == "The poster could not be fetched. The Kakao server answered HTTP 500.")
        #expect(english.posterMissingSentence(.notFound) == "Kakao image search found no poster.")
        #expect(
            english.posterMissingSentence(.notConfigured)
                == "Set KAKAO_REST_API_KEY to look posters up on Kakao image search.")
        #expect(korean.posterMissingSentence(.found(Poster(imageURL: "https://p"))) == nil)
        #expect(line(.found(Poster(imageURL: "https://p"))) == "https://p (크기 모름)")
        #expect(line(.found(Poster(imageURL: "https://p")), english) == "https://p (size unknown)")
        let result = MovieDetailResult(
            detail: MovieDetail(movieCode: "20199882", title: "경관의 피", source: .kobis), poster: .notConfigured
        )
        let view = MovieDetailViewData(result: result, entry: nil, date: nil, words: korean)
        let poster = view.rows.first { $0.isPoster }?.values.first ?? ""
        #expect(!poster.contains("set ") && !poster.contains("look"), "\(poster)")
    }
}
