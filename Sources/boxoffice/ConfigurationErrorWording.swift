import BoxOfficeData
import BoxOfficePresentation

/// A ``ConfigurationError`` in the user's language.
///
/// The English is the error's own `description`; the Korean is written here, in the
/// composition root, the one place that sees both the Data layer's configuration and the
/// languages of Presentation. Values are echoed as the error echoes them (a `key=` hidden), and
/// the console redacts API keys from every message besides.
struct ConfigurationErrorWording {
    /// The language of the messages.
    let language: Language

    /// One line naming the variable, its value and what would be accepted.
    func text(for error: ConfigurationError) -> String {
        guard language == .korean else { return error.description }
        switch error {
        case .invalidBaseURL(_, let value, let problem, let example):
            let shown = KOBISEndpoint.redacted(value)
            return "\(error.variable) \(KoreanParticle.topic.quoted(shown)) 쓸 수 없습니다: "
                + "\(reason(problem)). 예: \(example.absoluteString)"
        case .invalidTimeout(let value):
            return
                "\(error.variable) \(KoreanParticle.topic.quoted(value)) 0보다 큰 초 단위 숫자가 아닙니다. 예: 10 또는 2.5"
        case .invalidMaxAge(_, let value):
            return
                "\(error.variable) \(KoreanParticle.topic.quoted(value)) 0 이상의 초 단위 숫자가 아닙니다. 예: 3600"
        }
    }

    private func reason(_ problem: BaseURLProblem) -> String {
        switch problem {
        case .notAURL: "URL이 아닙니다"
        case .notHTTP: "http:// 또는 https://로 시작해야 합니다"
        case .noHost: "호스트 이름이 없습니다"
        case .queryOrFragment: "쿼리(?…)나 프래그먼트(#…)가 있으면 안 됩니다"
        }
    }
}
