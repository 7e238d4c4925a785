// The fault table's cases of input past its bounds: a line too long for the prompt, too many words for a command.

import BoxOfficeTestSupport
import Foundation

extension FaultCase {
    /// Input no command needs: refused in time and memory that do not grow with it, and the session goes on.
    static let inputs: [FaultCase] = [
        FaultCase(
            name: "REPL: a piped line of 64 KiB and one byte, then the day",
            command: .repl([String(repeating: "x", count: 64 * 1024 + 1), "date 20220105"]),
            kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "REPL: a piped line of 257 words to trend, then the day",
            command: .repl([(["trend"] + (1...257).map { "w\($0)" }).joined(separator: " "), "date 20220105"]
            ),
            kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "one-shot: 257 words to trend",
            command: .oneShot(["trend"] + (1...257).map { "w\($0)" }),
            kobis: { _, _ in FaultAnswers.day() }),
    ]
}
