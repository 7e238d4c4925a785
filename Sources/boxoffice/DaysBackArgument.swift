/// Lets `boxoffice daily -3` mean "three days back", as the README and `daily --help` promise.
///
/// ArgumentParser reads any word starting with `-` as an option, so `-3` alone is an unknown
/// option and only `daily -- -3` would reach the `DAY` argument. Before parsing, a bare
/// `-<digits>` given to `daily` is moved behind a `--` at the end: `daily -3 --format json`
/// becomes `daily --format json -- -3`. Nothing else is touched: other subcommands, arguments
/// after a `--` already there, and words that merely contain `-3` (`-c "date -3"`).
enum DaysBackArgument {
    /// The subcommand whose `DAY` may be written `-N`.
    static let subcommand = "daily"

    /// `arguments` (without the program's name) with `daily`'s bare `-N` moved behind `--`.
    static func normalized(_ arguments: [String]) -> [String] {
        guard arguments.first == subcommand else { return arguments }
        let options = arguments.prefix { $0 != "--" }
        guard options.count == arguments.count else { return arguments }
        let daysBack = options.filter(isDaysBack)
        guard !daysBack.isEmpty else { return arguments }
        return options.filter { !isDaysBack($0) } + ["--"] + daysBack
    }

    /// Whether `argument` is `-` followed by one or more ASCII digits, e.g. `-3` or `-0`.
    static func isDaysBack(_ argument: String) -> Bool {
        guard argument.hasPrefix("-") else { return false }
        let digits = argument.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
