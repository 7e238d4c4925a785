import BoxOfficeDomain
import Foundation

extension KOBISEndpoint {
    /// A movie's detail: `movie/searchMovieInfo.json?key=…&movieCd=20199882`.
    public static func movieInfo(code: MovieCode, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: "movie/searchMovieInfo.json",
            queryItems: [
                URLQueryItem(name: keyParameter, value: key),
                URLQueryItem(name: "movieCd", value: code.rawValue),
            ]
        )
    }
}
