import ArgumentParser

/// `boxoffice`: the REPL when run alone, or a one-shot subcommand.
@main
struct BoxOfficeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean daily box office (KOBIS 영화진흥위원회) in your terminal.",
        discussion: """
            Run with no subcommand for the interactive prompt. Without KOBIS_API_KEY (or with --demo)
            it shows the bundled demo data.

            Environment: KOBIS_API_KEY, KOBIS_BASE_URL, KOBIS_TIMEOUT (seconds), NO_COLOR,
            XDG_STATE_HOME (history), XDG_CACHE_HOME, XDG_CONFIG_HOME.
            """,
        subcommands: [InteractiveCommand.self, DailyCommand.self],
        defaultSubcommand: InteractiveCommand.self
    )
}
