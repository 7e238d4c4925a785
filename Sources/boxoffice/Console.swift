// The process's side of the screen: environment, files and their paths, terminal, streams and words.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// The process's side of the screen, chosen once: the environment, the files, the terminal, the
/// output streams and the words. Every command prints through it; ``AppEnvironment`` adds the
/// data sources.
struct Console: Sendable {
    let environment: [String: String]
    let paths: AppPaths
    let terminal: TerminalCapabilities
    let output: FileDescriptorOutputStream
    let errors: FileDescriptorOutputStream
    /// Every word of this run: the one place they are made, handed to everything that speaks.
    let words: any Words

    /// The live console: the process environment, standard output and standard error, and the
    /// words in the language `display` asks for (else the locale's), never suggesting a KOBIS
    /// key that is set.
    static func live(options: RunOptions?) -> Console {
        let environment = ProcessInfo.processInfo.environment
        let language = options?.language ?? Language.preferred(by: environment)
        return Console(
            environment: environment, paths: AppPaths(environment: environment),
            terminal: TerminalCapabilities.current(environment: environment),
            output: standardOutput,
            errors: FileDescriptorOutputStream(descriptor: 2),
            words: language.words(kobisKeySet: KOBISConfiguration.apiKey(in: environment) != nil))
    }

    /// Standard output, one stream for the whole run, so a write that failed is seen at the end;
    /// made first thing, before a file can take the number of a closed standard output.
    static let standardOutput = FileDescriptorOutputStream.claimingStandardOutput()

    /// A closed standard input or error opened on /dev/null, first thing: the next file opened (the main
    /// run loop's own descriptors) would take its number, and the prompt wait on it for a line.
    static func holdClosedStreamsOpen() {
        for (descriptor, mode) in [(Int32(0), O_RDONLY), (Int32(2), O_WRONLY)]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", mode)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Says once why standard output could not be written and gives exit code 1; `nil` when all
    /// of it was written. A reader that left early (a broken pipe, as `| head -1`) is not told.
    func unwrittenOutput() -> ExitCode? {
        guard let failure = output.failure else { return nil }
        if failure != EPIPE {
            say("boxoffice: \(words.outputNotWritten(reason: FileProblem(errorNumber: failure)))")
        }
        return ExitCode.failure
    }

    /// Where the layout, ambiguous width and symbols are saved.
    var preferencesStore: JSONUserPreferencesStore {
        JSONUserPreferencesStore(fileURL: paths.settingsFile, now: { Date() })
    }

    /// The saved preferences; the defaults, with a warning on standard error, when the file
    /// cannot be read.
    func savedPreferences() -> UserPreferences {
        do {
            return try preferencesStore.load()
        } catch {
            warn(words.text(for: error))
            return .defaults
        }
    }

    /// The display settings of this run: `saved` with this run's overrides, `format`, the
    /// words and the locale.
    func displaySettings(saved: UserPreferences, options: RunOptions) -> DisplaySettings {
        var preferences = saved
        if let symbols = options.symbols { preferences.symbols = symbols }
        if let width = options.ambiguousWidth { preferences.ambiguousWidth = width }
        return DisplaySettings(
            preferences: preferences, format: options.format ?? .table, words: words,
            localeIsUTF8: SymbolSet.localeIsUTF8(environment))
    }

    /// The display of a one-shot command: the saved preferences with this run's options, in
    /// `format`, colour only on a terminal; nothing is saved and nothing paged.
    @MainActor
    func oneShotDisplay(options: RunOptions) -> ReplDisplay {
        ReplDisplay(
            settings: displaySettings(saved: savedPreferences(), options: options),
            colorEnabled: terminal.colorEnabled, wrapsSentences: terminal.isOutputTTY)
    }

    /// Prints `lines` on standard output, each ending in a line feed.
    func show(_ lines: [String]) {
        output.write(lines.joined(separator: "\n") + "\n")
    }

    /// Says `message` on standard error as a warning in the words' language, without any API key.
    func warn(_ message: String) {
        say("boxoffice: \(words.warningPrefix)\(shown(message))")
    }

    /// Prints `message` as the failure, without any API key, and gives the exit code of a
    /// runtime failure.
    func fail(_ message: String) -> ExitCode {
        say("boxoffice: \(shown(message))")
        return ExitCode.failure
    }

    /// Writes `line` on standard error: broken at spaces to the terminal's width when standard
    /// error is a terminal (``MessageWrapping``), else in one line for whatever reads it.
    func say(_ line: String) {
        let text = terminal.isErrorTTY ? MessageWrapping.wrap(line, columns: terminal.columns) : line
        errors.write(text + "\n")
    }

    /// `message` as every warning and failure goes out: the values of `KOBIS_API_KEY` and
    /// `KAKAO_REST_API_KEY` (and any `key=` value) hidden, control characters removed.
    func shown(_ message: String) -> String {
        TerminalText.sanitize(APIKeyRedactor(environment: environment).redact(message))
    }
}

extension ExitCode {
    /// A one-shot command stopped by Ctrl-C, after keeping what it had: 128 + SIGINT, as a shell
    /// reports a program the signal ended.
    static let interrupted = ExitCode(130)
}

/// Where boxoffice keeps its files, after the XDG Base Directory rules.
struct AppPaths {
    /// `$XDG_STATE_HOME/boxoffice` (default `~/.local/state/boxoffice`): the REPL history.
    let stateDirectory: URL
    /// `$XDG_CACHE_HOME/boxoffice` (default `~/.cache/boxoffice`).
    let cacheDirectory: URL
    /// `$XDG_CONFIG_HOME/boxoffice` (default `~/.config/boxoffice`).
    let configDirectory: URL

    /// The line-editor history file.
    var historyFile: URL { stateDirectory.appendingPathComponent("history") }

    /// The saved layout, ambiguous width and symbols: `$XDG_CONFIG_HOME/boxoffice/settings.json`.
    var settingsFile: URL { configDirectory.appendingPathComponent("settings.json") }

    /// The folders for `environment`; a relative XDG path is ignored, as the spec says.
    init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        stateDirectory = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("boxoffice")
        cacheDirectory = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("boxoffice")
        configDirectory = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("boxoffice")
    }
}
