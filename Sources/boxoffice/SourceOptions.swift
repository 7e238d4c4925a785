import ArgumentParser

/// Options every command shares: where the figures come from.
struct SourceOptions: ParsableArguments {
    @Flag(help: "Use the bundled demo data even when KOBIS_API_KEY is set.")
    var demo = false
}
