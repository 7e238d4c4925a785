/// The labels of the detail view, in Korean or English.
public struct MovieDetailLabels: Hashable, Sendable {
    private let korean: Bool

    /// The labels of `language`.
    public init(_ language: Language) {
        korean = language == .korean
    }

    var title: String { korean ? "제목" : "Title" }
    var titleEnglish: String { korean ? "영문 제목" : "English title" }
    var titleOriginal: String { korean ? "원제" : "Original title" }
    var poster: String { korean ? "포스터" : "Poster" }
    var directors: String { korean ? "감독" : "Directors" }
    var productionYear: String { korean ? "제작연도" : "Made in" }
    var openDate: String { korean ? "개봉일" : "Released" }
    var runningTime: String { korean ? "상영시간" : "Running time" }
    var watchGrade: String { korean ? "관람등급" : "Rating" }
    var nations: String { korean ? "제작국가" : "Countries" }
    var genres: String { korean ? "장르" : "Genres" }
    var actors: String { korean ? "출연" : "Cast" }
    var companies: String { korean ? "영화사" : "Companies" }
    var rank: String { korean ? "순위" : "Rank" }
    var audience: String { korean ? "관객수" : "Audience" }
    var audienceTotal: String { korean ? "누적관객수" : "Total audience" }
    var salesShare: String { korean ? "매출 점유율" : "Sales share" }
    var screens: String { korean ? "스크린수" : "Screens" }
    var shows: String { korean ? "상영횟수" : "Showings" }
    var source: String { korean ? "출처" : "Source" }
    var figures: String { korean ? "그날의 기록" : "That day" }

    func minutes(_ value: Int) -> String { korean ? "\(value)분" : "\(value) min" }
    func role(_ role: String) -> String { korean ? "\(role) 역" : "as \(role)" }
    func more(_ count: Int) -> String { korean ? "외 \(count)명" : "and \(count) more" }
    var notInList: String { korean ? "- (보이는 목록에 없음)" : "- (not in the list shown)" }
}
