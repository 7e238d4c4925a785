extension CommandParser {
    /// Parses `detail`, `poster` and `status`; `nil` when `entry` is another command.
    ///
    /// `detail` and `poster` take the rest of the line, so a title with spaces works:
    /// `detail 스파이더맨: 노 웨이 홈`.
    static func detailCommand(_ entry: CommandCatalog.Entry, arguments: [String]) throws(CommandParseError)
        -> ReplCommand?
    {
        let rest = arguments.isEmpty ? nil : arguments.joined(separator: " ")
        switch entry.name {
        case "detail":
            return .detail(rest)
        case "poster":
            return .poster(rest)
        case "status":
            guard arguments.isEmpty else { throw .tooManyArguments(command: entry.name, usage: entry.usage) }
            return .status
        default:
            return nil
        }
    }
}
