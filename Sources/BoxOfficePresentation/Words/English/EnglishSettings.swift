import BoxOfficeDomain

extension EnglishWords {
    // MARK: - Settings

    public var modeLabel: String { "mode" }
    public var formatLabel: String { "format" }
    public var widthLabel: String { "width" }
    public func width(columns: Int, ambiguous: String) -> String {
        "\(columns) columns, ambiguous \(ambiguous)"
    }
    public var symbolsLabel: String { "symbols" }
    public func symbolsAuto(localeIsUTF8: Bool) -> String {
        " (auto: locale \(localeIsUTF8 ? "UTF-8" : "not UTF-8"))"
    }
    public var colourLabel: String { "colour" }
    public func colour(_ enabled: Bool) -> String { enabled ? "on" : "off" }
    public var languageLabel: String { "language" }
    public var savedInLabel: String { "saved in" }
    public var notSaved: String { "(not saved)" }

    public func text(for source: DataSourceSummary) -> String {
        switch source.source {
        case .demo: "demo (\(counted(source.demoDays ?? 0, "day")) of KOBIS figures)"
        case .kobis, .cache: "kobis (live, KOBIS_API_KEY set)"
        }
    }

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

    public func text(for aside: UnreadableSettingsMovedAside) -> String {
        "\(aside.path) was not a settings file: moved it to \(aside.movedTo) and saved the settings."
    }

    // MARK: - Files the system could not read or write

    public func text(for problem: FileProblem) -> String {
        switch problem {
        case .permissionDenied: "permission denied"
        case .folderInTheWay: "a folder is in the way"
        case .fileInTheWay: "a file is in the way"
        case .noSpace: "no space left on the disk"
        case .linkLoop: "its symbolic links point at each other in a loop"
        case .notRegularFile: "not a regular file"
        case .tooLarge(let limit): "larger than \(roundedSize(limit) ?? counted(limit, "byte"))"
        case .closed: "it is closed"
        case .notOpenForReading: "it is open for writing only"
        case .other(let reason): reason
        }
    }

    // MARK: - Notices

    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "demo data (\(days) days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used."
            : "demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data."
    }

}
