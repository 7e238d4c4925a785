// A command line ArgumentParser refuses, told with what was typed made visible and short.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

extension BoxOfficeCommand {
    /// A line of the message, in characters, past which it is cut.
    static let longestMessageLine = 1000

    /// Exits as `exit(withError:)` does, but ArgumentParser echoes the words typed: an escape sequence
    /// among them would be obeyed by the terminal, and twenty thousand of them would all be listed. So each
    /// line is shown as the prompt shows a typed word (``UserText/excerpt(_:limit:)``); help stays as it is.
    static func exitRefusing(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        guard code != .success else { exit(withError: error) }
        let shown = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
            .map { UserText.excerpt(String($0), limit: longestMessageLine) }
        FileHandle.standardError.write(Data((shown.joined(separator: "\n") + "\n").utf8))
        Foundation.exit(code.rawValue)
    }
}
