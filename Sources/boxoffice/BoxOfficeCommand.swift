import ArgumentParser
import Foundation

/// `boxoffice`: the REPL when run alone, or a one-shot subcommand.
@main
struct BoxOfficeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean box office (KOBIS, the Korean Film Council) in your terminal.",
        discussion: """
            Run with no subcommand for the interactive prompt. Without KOBIS_API_KEY (or with \
            --demo) it shows the bundled demo data. `boxoffice -c "date 20220105" -c "format csv"` \
            runs commands as if piped, and exits 1 if any failed.

            Environment:
              KOBIS_API_KEY                 live data (without it: demo data)
              KOBIS_BASE_URL                a mirror or local server for KOBIS
              KOBIS_TIMEOUT                 request timeout in seconds (default 10)
              KAKAO_REST_API_KEY            posters from Kakao image search
              KAKAO_BASE_URL                a mirror or local server for Kakao
              BOXOFFICE_YESTERDAY_MAX_AGE   seconds a stored copy of yesterday is used
              BOXOFFICE_DETAIL_MAX_AGE      seconds a stored movie detail is used
              NO_COLOR                      no colour, whatever the terminal
              XDG_STATE_HOME                where the history is kept
              XDG_CACHE_HOME                where the local store is kept
              XDG_CONFIG_HOME               where settings.json (the mode…) is kept
              LANG, LC_ALL, LC_MESSAGES     en_*: English labels and messages
              LC_CTYPE (or LC_ALL, LANG)    not UTF-8 gives ASCII symbols
              PAGER                         the pager for long output (default less -FRX)
            """,
        subcommands: [
            InteractiveCommand.self, DailyCommand.self, WeeklyCommand.self, WeekendCommand.self,
            WeekdaysCommand.self, DetailCommand.self, StatusCommand.self, CacheCommand.self,
            MovieSearchCommand.self, PeopleSearchCommand.self, PersonInfoCommand.self,
            CompanySearchCommand.self, SyncCommand.self, ExportCommand.self, BackupSubcommand.self,
            TrendSubcommand.self, TopSubcommand.self, CompareSubcommand.self,
        ],
        defaultSubcommand: InteractiveCommand.self
    )

    /// Runs the command line, with `daily -N` made readable first (see ``DaysBackArgument``); output
    /// that could not be written is told and ends the run with exit 1 (``Console/unwrittenOutput()``),
    /// as does a store that lost what it held (the prompt decides for itself). Every store opened is closed
    /// here, its log folded into its file (``OpenStores``).
    static func main() async {
        // Past `ulimit -f` a write then fails with EFBIG and is told like any failed save, instead of
        // SIGXFSZ killing the program mid-write.
        signal(SIGXFSZ, SIG_IGN)
        _ = Console.standardOutput
        let arguments = DaysBackArgument.normalized(Array(CommandLine.arguments.dropFirst()))
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(withError: error)
        }
        var failure: (any Error)?
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            failure = error
        }
        await OpenStores.shared.closeAll()
        if OpenStores.shared.lostWhatItHeld, !(command is InteractiveCommand) {
            failure = failure ?? ExitCode.failure
        }
        // The console (environment, terminal, words) is made again only to say a failed write.
        if Console.standardOutput.failure != nil {
            let display = (command as? any DisplayingCommand)?.display
            let unwritten = Console.live(display: display).unwrittenOutput()
            failure = failure ?? unwritten
        }
        if let failure { exit(withError: failure) }
    }
}

/// A command whose words follow its `--lang`.
protocol DisplayingCommand {
    /// The display options it was given.
    var display: DisplayOptions { get }
}

extension InteractiveCommand: DisplayingCommand {}
extension DetailCommand: DisplayingCommand {}
extension StatusCommand: DisplayingCommand {}
extension CacheCommand.Info: DisplayingCommand {}
extension CacheCommand.Clear: DisplayingCommand {}
extension MovieSearchCommand: DisplayingCommand {}
extension PeopleSearchCommand: DisplayingCommand {}
extension PersonInfoCommand: DisplayingCommand {}
extension CompanySearchCommand: DisplayingCommand {}
extension SyncCommand: DisplayingCommand {}
extension ExportCommand: DisplayingCommand {}
extension BackupSubcommand: DisplayingCommand {}
extension TrendSubcommand: DisplayingCommand {}
extension TopSubcommand: DisplayingCommand {}
extension CompareSubcommand: DisplayingCommand {}
