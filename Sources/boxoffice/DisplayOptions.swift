import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

/// Options every command shares about how output looks: the language of the labels and, for
/// this run only, the symbols and the width of ambiguous characters (the REPL's `symbols` and
/// `width` save them instead).
struct DisplayOptions: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: "Labels in ko (Korean, the default) or en (English); default from LANG.",
        completion: .list(["ko", "en"]))
    var language: String?

    @Option(
        help: "Symbols for this run: auto (from the locale), unicode (▲ ▼) or ascii (+ - NEW).",
        completion: .list(SymbolChoice.allCases.map(\.rawValue)))
    var symbols: String?

    @Option(
        name: .customLong("ambiguous"),
        help: "Width of ▲ ▼ and box lines for this run: narrow (1) or wide (2, CJK terminals).",
        completion: .list(AmbiguousWidth.allCases.map(\.rawValue)))
    var ambiguousWidth: String?

    func validate() throws {
        if let language, Language(name: language) == nil {
            throw ValidationError("--lang takes ko or en, not '\(language)'.")
        }
        if let symbols, SymbolChoice(rawValue: symbols) == nil {
            throw ValidationError("--symbols takes auto, unicode or ascii, not '\(symbols)'.")
        }
        if let ambiguousWidth, AmbiguousWidth(rawValue: ambiguousWidth) == nil {
            throw ValidationError("--ambiguous takes narrow or wide, not '\(ambiguousWidth)'.")
        }
    }

    /// The language asked for, else the one the locale environment asks for.
    func language(environment: [String: String]) -> Language {
        language.flatMap(Language.init(name:)) ?? Language.preferred(by: environment)
    }

    /// `preferences` with this run's overrides applied.
    func applied(to preferences: UserPreferences) -> UserPreferences {
        var result = preferences
        if let symbols = symbols.flatMap(SymbolChoice.init(rawValue:)) { result.symbols = symbols }
        if let width = ambiguousWidth.flatMap(AmbiguousWidth.init(rawValue:)) {
            result.ambiguousWidth = width
        }
        return result
    }
}
