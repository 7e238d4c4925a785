import BoxOfficePresentation

/// A text the REPL says, written in both of its languages.
struct Bilingual: Sendable {
    /// The English text.
    let english: String
    /// The Korean text.
    let korean: String

    /// The text in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .korean: korean
        case .english: english
        }
    }
}
