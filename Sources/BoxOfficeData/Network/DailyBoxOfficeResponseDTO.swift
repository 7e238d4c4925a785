/// The daily box office exactly as KOBIS sends it (`searchDailyBoxOfficeList.json`).
///
/// Field names are KOBIS's, including the lower-case `o` of `boxofficeType`. Every key is
/// required: a response without one is not a box office. Only ``toDomain(date:source:)``
/// turns it into something the rest of the app may see.
struct DailyBoxOfficeResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let boxOfficeResult: BoxOfficeResultDTO

    /// The body of a daily answer.
    struct BoxOfficeResultDTO: Decodable, Equatable, Sendable {
        /// `일별 박스오피스`.
        let boxofficeType: String
        /// `yyyyMMdd~yyyyMMdd`, the same day twice for a daily answer.
        let showRange: String
        /// The rows, normally ten, ranked; empty for a day still being counted.
        let dailyBoxOfficeList: [DailyBoxOfficeEntryDTO]
    }
}
