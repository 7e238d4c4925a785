import BoxOfficeDomain

/// A movie's detail in Korean: the labels of the vertical view, the screen reader's sentences,
/// and the poster's line.
extension KoreanWords {
    // MARK: - Detail

    /// `영화 정보 불러오는 중…`.
    public var loadingMovie: String { "영화 정보 불러오는 중…" }
    /// `제목`.
    public var titleLabel: String { "제목" }
    /// `영문 제목`.
    public var englishTitleLabel: String { "영문 제목" }
    /// `원제`.
    public var originalTitleLabel: String { "원제" }
    /// `포스터`.
    public var posterLabel: String { "포스터" }
    /// `감독`.
    public var directorsLabel: String { "감독" }
    /// `제작연도`.
    public var productionYearLabel: String { "제작연도" }
    /// `개봉일`.
    public var openDateLabel: String { "개봉일" }
    /// `상영시간`.
    public var runningTimeLabel: String { "상영시간" }
    /// `관람등급`.
    public var watchGradeLabel: String { "관람등급" }
    /// `제작국가`.
    public var nationsLabel: String { "제작국가" }
    /// `장르`.
    public var genresLabel: String { "장르" }
    /// `출연`.
    public var castLabel: String { "출연" }
    /// `영화사`.
    public var companiesLabel: String { "영화사" }
    /// `순위`.
    public var rankLabel: String { "순위" }
    /// `관객수`.
    public var audienceLabel: String { "관객수" }
    /// `누적관객수`.
    public var audienceTotalLabel: String { "누적관객수" }
    /// `매출 점유율`.
    public var salesShareLabel: String { "매출 점유율" }
    /// `스크린수`.
    public var screensLabel: String { "스크린수" }
    /// `상영횟수`.
    public var showsLabel: String { "상영횟수" }
    /// `출처`.
    public var detailSourceLabel: String { "출처" }
    /// `그날의 기록`.
    public var thatDayLabel: String { "그날의 기록" }
    /// `119분`.
    public func minutes(_ value: Int) -> String { "\(value)분" }
    /// `형사 역`.
    public func role(_ role: String) -> String { "\(role) 역" }
    /// `외 3명`.
    public func moreActors(_ count: Int) -> String { "외 \(count)명" }
    /// `- (보이는 목록에 없음)`.
    public var notInList: String { "- (보이는 목록에 없음)" }

    /// `경관의 피, 영화 코드 20199882.`
    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), 영화 코드 \(code.rawValue)."
    }
    /// `2021년 제작`.
    public func madeIn(_ year: Int) -> String { "\(year)년 제작" }
    /// `2022-01-05 개봉`.
    public func released(_ date: BoxOfficeDate) -> String { "\(date.iso) 개봉" }
    /// `상영시간 119분`.
    public func runs(minutes: Int) -> String { "상영시간 \(minutes)분" }
    /// The grade as KOBIS says it: `15세이상관람가`.
    public func rated(_ grade: String) -> String { grade }

    /// `2022-01-05 3위, 관객 64,050명, 누적 69,228명, 매출 점유율 34.2%, 스크린 1,171개, 상영 4,416회.`
    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { "\($0.iso) " } ?? ""
        return "\(day)\(entry.rank)위, 관객 \(NumberFormatting.grouped(entry.audience))명, "
            + "누적 \(NumberFormatting.grouped(entry.audienceTotal))명, "
            + "매출 점유율 \(NumberFormatting.percent(entry.salesShare)), "
            + "스크린 \(NumberFormatting.grouped(entry.screens))개, 상영 \(NumberFormatting.grouped(entry.shows))회."
    }

    // MARK: - Poster

    /// `포스터 불러오는 중…`.
    public var loadingPoster: String { "포스터 불러오는 중…" }

    /// `카카오 이미지 검색에서 찾지 못함`, …, or `nil` when an image was found.
    public func posterMissingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "카카오 이미지 검색에서 찾지 못함"
        case .notConfigured: "KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾음"
        case .unavailable(.demo): "데모 자료에는 포스터가 없음"
        case .unavailable(.failed(let failure)): "포스터를 가져오지 못함: " + text(for: failure)
        }
    }

    /// `데모 자료에는 포스터가 없습니다.`, …, or `nil` when an image was found.
    public func posterMissingSentence(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .unavailable(.demo): "데모 자료에는 포스터가 없습니다."
        case .unavailable(.failed(let failure)): "포스터를 가져오지 못했습니다: " + text(for: failure)
        case .notFound: "카카오 이미지 검색에서 포스터를 찾지 못했습니다."
        case .notConfigured: "포스터는 KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾습니다."
        }
    }

    /// `포스터: 없음 (…).`
    public func noPosterSentence(reason: String) -> String { "\(posterLabel): 없음 (\(reason))." }

    /// `크기 모름`.
    public var posterSizeUnknown: String { "크기 모름" }
}
