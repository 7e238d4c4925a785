import Foundation

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
