import BoxOfficeDomain

/// `settings` in English, the settings file (and why a file cannot be read or written), and the
/// program's own notices.
extension EnglishWords {
    // MARK: - Settings

    /// `mode`.
    public var modeLabel: String { "mode" }
    /// `format`.
    public var formatLabel: String { "format" }
    /// `width`.
    public var widthLabel: String { "width" }
    /// `80 columns, ambiguous narrow`.
    public func width(columns: Int, ambiguous: String) -> String {
        "\(columns) columns, ambiguous \(ambiguous)"
    }
    /// `symbols`.
    public var symbolsLabel: String { "symbols" }
    /// ` (auto: locale UTF-8)`.
    public func symbolsAuto(localeIsUTF8: Bool) -> String {
        " (auto: locale \(localeIsUTF8 ? "UTF-8" : "not UTF-8"))"
    }
    /// `colour`.
    public var colourLabel: String { "colour" }
    /// `on` or `off`.
    public func colour(_ enabled: Bool) -> String { enabled ? "on" : "off" }
    /// `language`.
    public var languageLabel: String { "language" }
    /// `saved in`.
    public var savedInLabel: String { "saved in" }
    /// `(not saved)`.
    public var notSaved: String { "(not saved)" }

    /// `demo (4 days of KOBIS figures)` / `kobis (live, KOBIS_API_KEY set)`.
    public func text(for source: DataSourceSummary) -> String {
        switch source.source {
        case .demo: "demo (\(counted(source.demoDays ?? 0, "day")) of KOBIS figures)"
        case .kobis, .cache: "kobis (live, KOBIS_API_KEY set)"
        }
    }

    /// `Could not read the settings in /s.json (not a settings file); using the defaults.`, …
    public func text(for error: PreferencesError) -> String {
        switch error {
        case .notASettingsFile(let path):
            "Could not read the settings in \(path) (not a settings file); using the defaults."
        case .unreadable(let path, let reason):
            "Could not read the settings in \(path) (\(text(for: reason))); using the defaults."
        case .unwritable(let path, let reason):
            "Could not save the settings to \(path) (\(text(for: reason)))."
        }
    }

    /// `/s.json was not a settings file: moved it to /s.json.unreadable-1 and saved the settings.`
    public func text(for aside: UnreadableSettingsMovedAside) -> String {
        "\(aside.path) was not a settings file: moved it to \(aside.movedTo) and saved the settings."
    }

    // MARK: - Files the system could not read or write

    /// `permission denied`, `a folder is in the way`, …; another reason in the system's words.
    public func text(for problem: FileProblem) -> String {
        switch problem {
        case .permissionDenied: "permission denied"
        case .folderInTheWay: "a folder is in the way"
        case .fileInTheWay: "a file is in the way"
        case .noSpace: "no space left on the disk"
        case .linkLoop: "its symbolic links point at each other in a loop"
        case .notRegularFile: "not a regular file"
        case .tooLarge(let limit): "larger than \(roundedSize(limit) ?? counted(limit, "byte"))"
        case .other(let reason): reason
        }
    }

    // MARK: - Notices

    /// `demo data (4 days of KOBIS figures); set KOBIS_API_KEY for live data.`, or with a key
    /// set, that `--demo` asked for it and the key is not used.
    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "demo data (\(days) days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used."
            : "demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data."
    }

}
