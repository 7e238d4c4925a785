import BoxOfficeDomain

/// The poster line of the detail: the image's address and size, or why there is none.
public enum PosterLine {
    /// `https://… (510×727)`, or `- (…)` saying why there is no image.
    public static func text(for lookup: PosterLookup) -> String {
        if case .found(let poster) = lookup { return "\(poster.imageURL) (\(size(of: poster)))" }
        return "- (\(missingReason(lookup) ?? ""))"
    }

    /// Why there is no image, or `nil` when one was found.
    public static func missingReason(_ lookup: PosterLookup) -> String? {
        switch lookup {
        case .found: nil
        case .notFound: "Kakao image search found no image"
        case .notConfigured: "set KAKAO_REST_API_KEY to look posters up on Kakao image search"
        case .unavailable(let reason): "poster unavailable: \(reason)"
        }
    }

    /// `510×727`, or `size unknown`.
    public static func size(of poster: Poster) -> String {
        guard let width = poster.width, let height = poster.height else { return "size unknown" }
        return "\(width)×\(height)"
    }
}
