/// A service reached over HTTP, named in the failures any of them can bring, so a message says
/// which server failed and which setting to check.
public enum RemoteService: String, CaseIterable, Equatable, Hashable, Sendable {
    case kobis  // KOBIS's open API: the box office and movie info
    case kakao  // Kakao's image search, where posters are looked up
    case posterImage  // Whatever server hosts a poster's image (its address comes from Kakao's answer)

    /// The setting naming another server for it, or `nil` when there is none (a poster's image
    /// is fetched wherever Kakao's answer points).
    public var baseURLSetting: ConfigurationProblem.Setting? {
        switch self {
        case .kobis: .kobisBaseURL
        case .kakao: .kakaoBaseURL
        case .posterImage: nil
        }
    }
}
