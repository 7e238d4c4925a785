import BoxOfficePresentation

/// Every command of the prompt, in the order `help` lists them: the one list the parser, Tab and
/// `help` read. A command is a type here, so a name cannot exist without what it does.
public enum CommandList {
    /// The command types, in `help`'s order.
    public static let all: [any SessionCommand.Type] = [
        DateCommand.self,
        PreviousDayCommand.self,
        NextDayCommand.self,
        WeeklyCommand.self,
        WeekendCommand.self,
        WeekdaysCommand.self,
        FilterCommand.self,
        RefreshCommand.self,
        MovieDetailCommand.self,
        PosterCommand.self,
        SharesCommand.self,
        SearchCommand.self,
        MoreCommand.self,
        PeopleCommand.self,
        PersonCommand.self,
        CompanyCommand.self,
        CodesCommand.self,
        TrendCommand.self,
        TopCommand.self,
        CompareCommand.self,
        OpeningsCommand.self,
        MonthsCommand.self,
        AppStatusCommand.self,
        CalendarCommand.self,
        HistorySyncCommand.self,
        ChartExportCommand.self,
        BackupCommand.self,
        ModeCommand.self,
        FormatCommand.self,
        WidthCommand.self,
        SymbolsCommand.self,
        SettingsCommand.self,
        ClearCommand.self,
        SourceCommand.self,
        HelpCommand.self,
        QuitCommand.self,
    ]

    /// Every name and alias, in `help`'s order, for completion and suggestions.
    public static var allNames: [String] {
        all.flatMap { [$0.name] + $0.offeredAliases }
    }

    /// The command a name or alias stands for (as typed in lower case).
    public static func command(named name: String) -> (any SessionCommand.Type)? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The command a typed name means, in any case; an unknown name comes with the nearest one.
    public static func typed(_ typed: String) throws(CommandParseError) -> any SessionCommand.Type {
        guard let command = command(named: typed.lowercased()) else {
            throw .unknown(typed, suggestion: suggestion(for: typed.lowercased()))
        }
        return command
    }

    /// The name `name` was probably meant to be: one it starts, else one within two edits.
    public static func suggestion(for name: String) -> String? {
        // An empty name (`""` typed) is a prefix of every command, and so near none.
        guard !name.isEmpty else { return nil }
        if let prefixed = allNames.first(where: { $0.hasPrefix(name) }) { return prefixed }
        let scored = allNames.map { ($0, EditDistance.between($0, name)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The most words a command line holds after the command's name: no command needs more than a
    /// few, and ArgumentParser's time grows with the square of their number (4,000 words took 6 s).
    public static let mostWords = 256

    /// `arguments` read by `command`'s declaration (`-N` days back made readable first); `--help`
    /// (which ArgumentParser throws as a request with exit code 0) is the command's `help`.
    public static func parse(
        _ arguments: [String], of command: any SessionCommand.Type, calledAs typedName: String
    )
        throws(CommandParseError) -> any SessionCommand
    {
        guard arguments.count <= mostWords else { throw .tooManyWords(command: typedName, limit: mostWords) }
        if let refusal = DaysBackArgument.refusal(arguments, of: command, calledAs: typedName) {
            throw refusal
        }
        do {
            return try command.parsedAlone(DaysBackArgument.normalized(arguments, of: command))
        } catch let error as CommandParseError {
            throw error
        } catch {
            if command.exitCode(for: error) == .success, let help = try? HelpCommand.parse([command.name]) {
                return help
            }
            throw .wrongArguments(
                command: typedName, usage: command.usage, detail: command.message(for: error))
        }
    }
}
