import BoxOfficeDomain

/// Kakao's image search answer: `{"meta":{…},"documents":[{"image_url",…}]}`.
///
/// Only the documents are read; `meta` is ignored. A document missing its sizes still reads.
struct KakaoImageSearchResponseDTO: Decodable, Equatable, Sendable {
    /// The images found, best first; empty when nothing was found.
    let documents: [DocumentDTO]

    /// One image.
    struct DocumentDTO: Decodable, Equatable, Sendable {
        /// The image.
        let imageURL: String
        /// A small preview.
        let thumbnailURL: String?
        /// Width in pixels.
        let width: Int?
        /// Height in pixels.
        let height: Int?

        private enum CodingKeys: String, CodingKey {
            case imageURL = "image_url"
            case thumbnailURL = "thumbnail_url"
            case width, height
        }
    }
}

extension KakaoImageSearchResponseDTO.DocumentDTO {
    /// The image as a domain poster; blank texts and non-positive sizes made absent.
    func toDomain() -> Poster? {
        guard let image = imageURL.nonBlank else { return nil }
        return Poster(
            imageURL: image, thumbnailURL: thumbnailURL?.nonBlank,
            width: width.flatMap { $0 > 0 ? $0 : nil }, height: height.flatMap { $0 > 0 ? $0 : nil })
    }
}
