import Foundation

extension ReplSession {
    /// How deep `source` files may run inside one another.
    public nonisolated static let sourceDepthLimit = 8

    /// `source FILE`: runs the file's commands as if typed, stopping only at `quit`.
    /// - Returns: `false` when a `quit` in the file ends the session.
    func runSource(_ path: String) async -> Bool {
        let language = display.settings.language
        guard sourceDepth < Self.sourceDepthLimit else {
            report(CommandFileError.tooDeep(path: path, limit: Self.sourceDepthLimit).message(in: language))
            return true
        }
        let file: CommandFile
        do {
            file = try CommandFile(
                path: path, currentDirectory: options.workingDirectory.map { URL(fileURLWithPath: $0) },
                home: options.home.map { URL(fileURLWithPath: $0) }, reader: options.commandFiles)
        } catch {
            report(error.message(in: language))
            return true
        }
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        for line in file.lines {
            switch line {
            case .notUTF8(let number):
                report(messages.notUTF8(path: path, line: number))
            case .command(let text, _):
                guard await handle(text) else { return false }
            }
        }
        return true
    }
}
