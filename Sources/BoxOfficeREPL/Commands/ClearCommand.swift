import ArgumentParser

public struct ClearCommand: ReplCommand {
    public static let configuration = shellHelp("clear")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        if session.options.interactive { session.output.write("\u{1B}[H\u{1B}[2J") }
        return .continueSession
    }
}
