import BoxOfficeDomain

/// The poster line of the detail: the image's address and size, or why there is none.
public enum PosterLine {
    /// `https://… (510×727)`, or `- (…)` saying why there is no image.
    public static func text(for lookup: PosterLookup) -> String {
        switch lookup {
        case .found(let poster):
            return "\(poster.imageURL) (\(size(of: poster)))"
        case .notFound:
            return "- (Kakao image search found no image)"
        case .notConfigured:
            return "- (set KAKAO_REST_API_KEY to look posters up on Kakao image search)"
        case .unavailable(let reason):
            return "- (poster unavailable: \(reason))"
        }
    }

    /// `510×727`, or `size unknown`.
    public static func size(of poster: Poster) -> String {
        guard let width = poster.width, let height = poster.height else { return "size unknown" }
        return "\(width)×\(height)"
    }
}
