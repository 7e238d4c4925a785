// The options every command takes for one run: how it shows its result, and how the program starts.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

/// `--format` shows this one run's result in a format; `--lang`, `--symbols`, `--ambiguous` and
/// `--demo` choose how the program starts, so only a one-shot run takes them.
public struct RunOptions: ParsableArguments, Sendable {
    @Option(help: "table, box (with a border), plain (sentences for screen readers), csv or json.")
    public var format: DisplayFormat?

    @Option(
        name: .customLong("lang"),
        help: "Labels in ko (Korean, the default) or en (English); default from LANG.")
    public var language: Language?

    @Option(help: "Symbols for this run: auto (from the locale), unicode (▲ ▼) or ascii (+ - NEW).")
    public var symbols: SymbolChoice?

    @Option(
        name: .customLong("ambiguous"),
        help: "Width of ▲ ▼ and box lines for this run: narrow (1) or wide (2, CJK terminals).")
    public var ambiguousWidth: AmbiguousWidth?

    @Flag(help: "Use the bundled demo data even when KOBIS_API_KEY is set.")
    public var demo = false

    public init() {}

    /// The start-up options given, as typed, for the prompt to refuse.
    public var startOptions: [String] {
        [
            language.map { _ in "--lang" }, symbols.map { _ in "--symbols" },
            ambiguousWidth.map { _ in "--ambiguous" }, demo ? "--demo" : nil,
        ].compactMap { $0 }
    }
}

// Choices are read in any case, as the prompt always has.
extension DisplayFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
extension Language: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}
extension SymbolChoice: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
extension ListLayout: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
extension AmbiguousWidth: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
extension ChartKind: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
