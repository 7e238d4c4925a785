import BoxOfficeDomain

extension KoreanWords {
    // MARK: - Detail

    public var loadingMovie: String { "영화 정보 불러오는 중…" }
    public var titleLabel: String { "제목" }
    public var englishTitleLabel: String { "영문 제목" }
    public var originalTitleLabel: String { "원제" }
    public var posterLabel: String { "포스터" }
    public var directorsLabel: String { "감독" }
    public var productionYearLabel: String { "제작연도" }
    public var openDateLabel: String { "개봉일" }
    public var runningTimeLabel: String { "상영시간" }
    public var watchGradeLabel: String { "관람등급" }
    public var nationsLabel: String { "제작국가" }
    public var genresLabel: String { "장르" }
    public var castLabel: String { "출연" }
    public var companiesLabel: String { "영화사" }
    public var rankLabel: String { "순위" }
    public var audienceLabel: String { "관객수" }
    public var audienceTotalLabel: String { "누적관객수" }
    public var salesShareLabel: String { "매출 점유율" }
    public var screensLabel: String { "스크린수" }
    public var showsLabel: String { "상영횟수" }
    public var detailSourceLabel: String { "출처" }
    public var thatDayLabel: String { "그날의 기록" }
    public func minutes(_ value: Int) -> String { "\(value)분" }
    public func role(_ role: String) -> String { "\(role) 역" }
    public func moreActors(_ count: Int) -> String { "외 \(count)명" }
    public var notInList: String { "- (보이는 목록에 없음)" }

    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), 영화 코드 \(code.rawValue)."
    }
    public func madeIn(_ year: Int) -> String { "\(year)년 제작" }
    public func released(_ date: BoxOfficeDate) -> String { "\(date.iso) 개봉" }
    public func runs(minutes: Int) -> String { "상영시간 \(minutes)분" }
    /// KOBIS's grade already reads as a rating: `15세이상관람가`.
    public func rated(_ grade: String) -> String { grade }

    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { "\($0.iso) " } ?? ""
        return "\(day)\(entry.rank)위, 관객 \(NumberFormatting.grouped(entry.audience))명, "
            + "누적 \(NumberFormatting.grouped(entry.audienceTotal))명, "
            + "매출 점유율 \(NumberFormatting.percent(entry.salesShare)), "
            + "스크린 \(NumberFormatting.grouped(entry.screens))개, 상영 \(NumberFormatting.grouped(entry.shows))회."
    }

    // MARK: - Poster

    public var loadingPoster: String { "포스터 불러오는 중…" }

    public func posterMissingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "카카오 이미지 검색에서 찾지 못함"
        case .notConfigured: "KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾음"
        case .unavailable(.demo): "데모 자료에는 포스터가 없음"
        case .unavailable(.failed(let failure)): "포스터를 가져오지 못함: " + text(for: failure)
        }
    }

    public func posterMissingSentence(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .unavailable(.demo): "데모 자료에는 포스터가 없습니다."
        case .unavailable(.failed(let failure)): "포스터를 가져오지 못했습니다: " + text(for: failure)
        case .notFound: "카카오 이미지 검색에서 포스터를 찾지 못했습니다."
        case .notConfigured: "포스터는 KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾습니다."
        }
    }

    public func noPosterSentence(reason: String) -> String { "\(posterLabel): 없음 (\(reason))." }

    public var posterSizeUnknown: String { "크기 모름" }
}
