import BoxOfficeDomain

/// The poster line of the detail: the image's address and size, or why there is none, in the
/// view's language (a failure worded by ``MessageWording``; a text that comes from Kakao or the
/// system stays as it came).
public enum PosterLine {
    /// `https://… (510×727)`, or `- (…)` saying why there is no image.
    public static func text(for lookup: PosterLookup, language: Language = .korean) -> String {
        if case .found(let poster) = lookup {
            return "\(poster.imageURL) (\(size(of: poster, language: language)))"
        }
        return "- (\(missingReason(lookup, language: language) ?? ""))"
    }

    /// Why there is no image, or `nil` when one was found.
    public static func missingReason(_ lookup: PosterLookup, language: Language = .korean) -> String? {
        let korean = language == .korean
        return switch lookup {
        case .found: nil
        case .notFound: korean ? "카카오 이미지 검색에서 찾지 못함" : "Kakao image search found no image"
        case .notConfigured:
            korean
                ? "KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾음"
                : "set KAKAO_REST_API_KEY to look posters up on Kakao image search"
        case .unavailable(.demo): korean ? "데모 자료에는 포스터가 없음" : "the demo data has no posters"
        case .unavailable(.failed(let failure)):
            (korean ? "포스터를 가져오지 못함: " : "poster unavailable: ") + MessageWording(language).text(for: failure)
        }
    }

    /// Why there is no image as a sentence of its own (`poster` alone says it), or `nil` when
    /// one was found: `데모 자료에는 포스터가 없습니다.`
    public static func missingSentence(_ lookup: PosterLookup, language: Language = .korean) -> String? {
        let korean = language == .korean
        return switch lookup {
        case .found: nil
        case .unavailable(.demo): korean ? "데모 자료에는 포스터가 없습니다." : "The demo data has no posters."
        case .unavailable(.failed(let failure)):
            (korean ? "포스터를 가져오지 못했습니다: " : "The poster is unavailable: ")
                + MessageWording(language).text(for: failure)
        case .notFound:
            korean ? "카카오 이미지 검색에서 포스터를 찾지 못했습니다." : "Kakao image search found no poster."
        case .notConfigured:
            korean
                ? "포스터는 KAKAO_REST_API_KEY를 설정하면 카카오 이미지 검색에서 찾습니다."
                : "Set KAKAO_REST_API_KEY to look posters up on Kakao image search."
        }
    }

    /// `510×727`, or `크기 모름` / `size unknown`.
    public static func size(of poster: Poster, language: Language = .korean) -> String {
        guard let width = poster.width, let height = poster.height else {
            return language == .korean ? "크기 모름" : "size unknown"
        }
        return "\(width)×\(height)"
    }
}
