// `backup FILE [--force]`: a consistent copy of the local store written to FILE, the same as `boxoffice backup`.

import BoxOfficePresentation
import Foundation

/// `backup FILE [--force]`: writes a copy of the local store to FILE (relative to the working
/// folder; `~/` is home), whole even while a sync writes. A file already there is kept unless
/// `--force` is typed (first or last).
public struct BackupCommand: ReplCommand, Equatable {
    /// `backup`.
    public static let name = "backup"
    /// `backup FILE [--force]`.
    public static let usage = "backup FILE [--force]"
    /// It copies the store only.
    public static let mayReachKOBIS = false
    /// The word that lets a file already at the path be replaced.
    static let force = "--force"

    /// The path as typed (it may have spaces).
    public let path: String
    /// Whether a file already at the path is replaced.
    public let replacing: Bool

    /// Reads the path, with `--force` before or after it.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        var text = try arguments.requiredRest()
        var replacing = false
        if text == Self.force || text.hasPrefix(Self.force + " ") {
            text = String(text.dropFirst(Self.force.count))
            replacing = true
        } else if text.hasSuffix(" " + Self.force) {
            text = String(text.dropLast(Self.force.count))
            replacing = true
        }
        path = try CommandArguments(text, of: Self.self).requiredRest()
        self.replacing = replacing
    }

    /// Copies the store, or says why it cannot (the demo data, no store, a file in the way).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let backup = Self.available(session.viewModels.backup, in: session) else {
            return .continueSession
        }
        let options = session.options
        let file = CommandFile.url(
            of: path, currentDirectory: options.workingDirectory.map { URL(fileURLWithPath: $0) },
            home: options.home.map { URL(fileURLWithPath: $0) })
        await backup.backUp(to: file.path, replacing: replacing)
        return .continueSession
    }

    /// Prints the confirmation: where the copy is and what it holds.
    @MainActor
    static func show(_ confirmation: String, in session: ReplSession) {
        session.printLines([session.wrapped(TerminalText.sanitize(confirmation))])
    }
}
