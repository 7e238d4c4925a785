// What `help` says: the banner, the keys, a usage line, and each command's summary and details (in the
// other files of this folder, a feature's commands in each), in Korean then English.

/// The help's words, from which the prompt lays out `help` alone; part of ``Words`` through
/// ``CommandWords``.
public protocol HelpWords: Sendable {
    /// The help of each command, keyed by the command's name (`date`, `calendar`, …).
    var commandHelp: [String: CommandHelp] { get }
    var banner: String { get }
    var commandsHeading: String { get }
    var keysHelp: String { get }
    func usageLine(_ usage: String) -> String
    func aliasesLine(_ aliases: [String]) -> String
}

public struct CommandHelp: Sendable {
    public let summary: String
    public let details: [String]

    public init(summary: String, details: [String]) {
        self.summary = summary
        self.details = details
    }
}

extension HelpWords {
    /// `nil` for an alias, or a command without help.
    public func help(forCommand name: String) -> CommandHelp? {
        commandHelp[name]
    }
}

extension KoreanWords {
    public var commandHelp: [String: CommandHelp] { Self.everyCommandHelp }

    // Merged once: every command's declaration reads its help here, and the shell reads them all at start.
    private static let everyCommandHelp = chartHelp.merging(catalogueHelp) { own, _ in own }
        .merging(historyHelp) { own, _ in own }.merging(sessionHelp) { own, _ in own }

    public var banner: String { "boxoffice · 일별 박스오피스 · 명령 목록은 `help` · 나가려면 Ctrl-D" }

    public var commandsHeading: String { "명령:" }

    public var keysHelp: String {
        "Tab: 명령과 날짜 완성, Up/Down과 Ctrl-R: 기록 찾기, Ctrl-C: 요청이나 입력 취소, Ctrl-D: 나가기."
    }

    public func usageLine(_ usage: String) -> String { "사용법: " + usage }

    public func aliasesLine(_ aliases: [String]) -> String { "다른 이름: " + aliases.joined(separator: ", ") }
}

extension EnglishWords {
    public var commandHelp: [String: CommandHelp] { Self.everyCommandHelp }

    // Merged once: every command's declaration reads its help here, and the shell reads them all at start.
    private static let everyCommandHelp = chartHelp.merging(catalogueHelp) { own, _ in own }
        .merging(historyHelp) { own, _ in own }.merging(sessionHelp) { own, _ in own }

    public var banner: String {
        "boxoffice · Korean daily box office · `help` lists the commands · Ctrl-D leaves"
    }

    public var commandsHeading: String { "Commands:" }

    public var keysHelp: String {
        "Tab completes commands and days; Up/Down and Ctrl-R search the history; "
            + "Ctrl-C cancels a request or the line; Ctrl-D leaves."
    }

    public func usageLine(_ usage: String) -> String { "usage: " + usage }

    public func aliasesLine(_ aliases: [String]) -> String { "also: " + aliases.joined(separator: ", ") }
}
