/// Every command of the prompt, in the order `help` lists them: the one list the parser, Tab and
/// `help` read. A command is a type here, so a name cannot exist without what it does.
public enum CommandList {
    /// The command types, in `help`'s order.
    public static let all: [any ReplCommand.Type] = [
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
        TrendCommand.self,
        TopCommand.self,
        CompareCommand.self,
        OpeningsCommand.self,
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
    public static func command(named name: String) -> (any ReplCommand.Type)? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }
}
