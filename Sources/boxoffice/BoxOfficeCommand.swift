import ArgumentParser

/// `boxoffice`: the REPL when run alone, or a one-shot subcommand.
@main
struct BoxOfficeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean daily box office (KOBIS 영화진흥위원회) in your terminal.",
        discussion: """
            Run with no subcommand for the interactive prompt. Without KOBIS_API_KEY (or with --demo)
            it shows the bundled demo data. `boxoffice -c "date 20220105" -c "format csv"` runs
            commands as if piped, and exits 1 if any failed.

            Environment: KOBIS_API_KEY, KOBIS_BASE_URL, KOBIS_TIMEOUT (seconds), KAKAO_REST_API_KEY and
            KAKAO_BASE_URL (posters), BOXOFFICE_YESTERDAY_MAX_AGE and BOXOFFICE_DETAIL_MAX_AGE (seconds
            a stored copy is used), NO_COLOR, XDG_STATE_HOME (history), XDG_CACHE_HOME (the local
            store), XDG_CONFIG_HOME (settings.json: mode, width,
            symbols), LANG/LC_ALL (en_* for English labels; not UTF-8 for ASCII symbols), PAGER.
            """,
        subcommands: [
            InteractiveCommand.self, DailyCommand.self, DetailCommand.self, StatusCommand.self,
            CacheCommand.self,
        ],
        defaultSubcommand: InteractiveCommand.self
    )
}
