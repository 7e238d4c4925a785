import ArgumentParser

/// The `--format` of the one-shot commands that print data: the same five everywhere.
struct FormatOptions: ParsableArguments {
    @Option(help: "table, box (with a border), plain (sentences for screen readers), csv or json.")
    var format: OutputFormat = .table
}
