/// KOBIS's movie info exactly as it is sent (`movie/searchMovieInfo.json`):
/// `{"movieInfoResult":{"movieInfo":{…},"source":"영화진흥위원회"}}`.
///
/// Field names are KOBIS's, including `companys`. Every field is text on the wire and may be
/// empty; lists are often empty (`staffs`, and `cast` in `actors`). Missing keys are read as
/// empty, so a trimmed-down answer still decodes; ``toDomain(requestedCode:source:)`` decides
/// what an empty answer means.
struct MovieInfoResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let movieInfoResult: MovieInfoResultDTO

    /// The body of the answer.
    struct MovieInfoResultDTO: Decodable, Equatable, Sendable {
        /// The movie; absent or null when KOBIS has nothing to say.
        let movieInfo: MovieInfoDTO?
        /// `영화진흥위원회`.
        let source: String?
    }
}
