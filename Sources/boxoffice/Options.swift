// The command-line options the commands share: display, format, source, and days back.

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

/// How a one-shot command prints its result.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned rows for people (cards when the saved mode is `icon`).
    case table
    /// A bordered table (cards when the saved mode is `icon`).
    case box
    /// One sentence a movie, for screen readers.
    case plain
    /// One JSON object (the stable contract for scripts).
    case json
    /// A header line and one line a movie.
    case csv

    /// The same format as the REPL names it.
    var displayFormat: DisplayFormat {
        switch self {
        case .table: .table
        case .box: .box
        case .plain: .plain
        case .json: .json
        case .csv: .csv
        }
    }
}

/// The `--format` of the one-shot commands that print data: the same five everywhere.
struct FormatOptions: ParsableArguments {
    @Option(help: "table, box (with a border), plain (sentences for screen readers), csv or json.")
    var format: OutputFormat = .table
}

/// `--nation`, `--kind` and `--region`: which films a chart counts, in the words `filter` takes.
struct FilterOptions: ParsableArguments {
    @Option(help: "korean, foreign or all (default: all).", completion: .list(["korean", "foreign", "all"]))
    var nation: String?

    @Option(
        help: "diversity (다양성), commercial (상업) or all (default: all).",
        completion: .list(["diversity", "commercial", "all"]))
    var kind: String?

    @Option(
        help: "One of KOBIS's 17 regions, by its Korean or English name (서울시, Busan…); default: all.",
        completion: .list(ChartFilterInput.completions(for: .region)))
    var region: String?

    /// Refuses a word that names no choice or region before anything runs, worded in `--lang`.
    func validate(display: DisplayOptions) throws {
        do {
            _ = try filter()
        } catch {
            throw ValidationError(Console.live(display: display).words.text(for: error))
        }
    }

    /// The filter the options name.
    /// - Throws: ``FilterInputError`` for a word that names no choice or region.
    func filter() throws(FilterInputError) -> ChartFilter {
        ChartFilter(
            nation: try nation.map(ChartFilterInput.nation) ?? .all,
            kind: try kind.map(ChartFilterInput.kind) ?? .all,
            region: try region.flatMap(ChartFilterInput.region))
    }
}

/// Options every command shares: where the figures come from.
struct SourceOptions: ParsableArguments {
    @Flag(help: "Use the bundled demo data even when KOBIS_API_KEY is set.")
    var demo = false
}

/// Lets `boxoffice daily -3` and `boxoffice sync -3 -1` mean "three days back" (to one), as the
/// README and each command's `--help` promise.
///
/// ArgumentParser reads any word starting with `-` as an option, so `-3` alone is an unknown
/// option and only `daily -- -3` would reach the `DAY` argument. Before parsing, the bare
/// `-<digits>` given to a command that takes days are moved, in their order, behind a `--` at the
/// end: `top -10 -1 --limit 5` becomes `top --limit 5 -- -10 -1`. Nothing else is touched: other
/// subcommands, arguments after a `--` already there, and words that merely contain `-3`
/// (`-c "date -3"`).
enum DaysBackArgument {
    /// The subcommands whose days (`DAY`, `FROM`, `TO`) may be written `-N`.
    static let subcommands: Set = ["daily", "weekly", "weekend", "weekdays", "sync", "export", "top"]

    /// The options of those subcommands that take no value: a word after any other option is its value.
    static let flags: Set = ["--demo", "--dry-run", "--help", "-h"]

    /// `arguments` (without the program's name) with the days moved behind `--`, in their order
    /// (`sync -3 yesterday` keeps FROM before TO), when one of them is a bare `-N`.
    static func normalized(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, subcommands.contains(first), !arguments.contains("--"),
            arguments.contains(where: isDaysBack)
        else { return arguments }
        var options: [String] = []
        var days: [String] = []
        var valueExpected = false
        for word in arguments.dropFirst() {
            if valueExpected {
                options.append(word)
                valueExpected = false
            } else if isDaysBack(word) || !word.hasPrefix("-") {
                days.append(word)
            } else {
                options.append(word)
                valueExpected = !word.contains("=") && !flags.contains(word)
            }
        }
        return [first] + options + ["--"] + days
    }

    /// Whether `argument` is `-` followed by one or more ASCII digits, e.g. `-3` or `-0`.
    static func isDaysBack(_ argument: String) -> Bool {
        guard argument.hasPrefix("-") else { return false }
        let digits = argument.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
