// What `poster` says: why a movie has no poster, and how this terminal can show one, in Korean then
// English.

import BoxOfficeDomain

/// The poster's words, part of ``Words``: a language that lacks one does not build.
public protocol PosterWords: Sendable {
    var loadingPoster: String { get }
    /// Why there is no image, as the detail's poster line says it, or `nil` when one was found.
    func posterMissingReason(_ lookup: PosterLookup) -> String?
    /// Why there is no image as a sentence of its own (`poster` alone), or `nil` when one was found.
    func posterMissingSentence(_ lookup: PosterLookup) -> String?
    func noPosterSentence(reason: String) -> String
    var posterSizeUnknown: String { get }

    /// `poster` with no movie named and no detail shown before.
    var noDetailShown: String { get }

    func posterNotFetched(reason: String) -> String
    func sixelHint(url: String) -> String
    /// kitty was sent an image at `url` that is not a PNG.
    func kittyPNGOnly(url: String) -> String
}

extension PosterWords {
    public func size(of poster: Poster) -> String {
        guard let width = poster.width, let height = poster.height else { return posterSizeUnknown }
        return "\(width)×\(height)"
    }
}

extension KoreanWords {
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

    public var noDetailShown: String { "아직 본 영화가 없습니다. `poster N`(N은 순위)으로 쓰거나 먼저 `detail`로 보세요." }

    public func posterNotFetched(reason: String) -> String { "포스터를 가져오지 못했습니다: " + reason }

    public func sixelHint(url: String) -> String { "보려면: curl -s '\(url)' | img2sixel" }

    public func kittyPNGOnly(url: String) -> String {
        "kitty는 PNG 이미지만 바로 보여 줍니다. 이 이미지는: kitty +kitten icat '\(url)'"
    }
}

extension EnglishWords {
    public var loadingPoster: String { "Loading the poster…" }

    public func posterMissingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "Kakao image search found no image"
        case .notConfigured: "set KAKAO_REST_API_KEY to look posters up on Kakao image search"
        case .unavailable(.demo): "the demo data has no posters"
        case .unavailable(.failed(let failure)): "poster unavailable: " + text(for: failure)
        }
    }

    public func posterMissingSentence(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .unavailable(.demo): "The demo data has no posters."
        // The failure is a sentence of its own, capital and all: after a full stop, not mid-sentence.
        case .unavailable(.failed(let failure)): "The poster is unavailable. " + text(for: failure)
        case .notFound: "Kakao image search found no poster."
        case .notConfigured: "Set KAKAO_REST_API_KEY to look posters up on Kakao image search."
        }
    }

    public func noPosterSentence(reason: String) -> String { "\(posterLabel): none (\(reason))." }

    public var posterSizeUnknown: String { "size unknown" }

    public var noDetailShown: String { "No detail shown yet: `poster N` (a rank), or `detail` first." }

    public func posterNotFetched(reason: String) -> String { "The poster could not be fetched. " + reason }

    public func sixelHint(url: String) -> String { "To show it: curl -s '\(url)' | img2sixel" }

    public func kittyPNGOnly(url: String) -> String {
        "kitty shows PNG images only; to show this one: kitty +kitten icat '\(url)'"
    }
}
