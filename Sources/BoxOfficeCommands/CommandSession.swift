// What a command may ask of the front that runs it: the prompt, a one-shot run, or a protocol server.

import BoxOfficePresentation
import Foundation

/// The session a command runs in, seen without its medium: a command sends intents to the
/// ViewModels and says what was typed wrong; the front decides how anything looks.
@MainActor
public protocol CommandSession: AnyObject {
    /// The ViewModels, each made when a command first uses it, and the state they share.
    var viewModels: SessionViewModels { get }
    /// Every word the session shows, in its language.
    var words: any Words { get }
    /// The format results are shown in now (`export` writes csv unless it is json).
    var format: DisplayFormat { get }
    /// What `settings` says of the screen: its width, colour, the ambiguous width.
    var screen: ScreenFacts { get }
    /// Whether `poster` can draw the image itself here.
    var drawsImages: Bool { get }
    /// How text from the network is made safe for this medium before it leaves (`export`).
    var cleaning: @Sendable (String) -> String { get }

    /// Runs `work` so that the user can cancel it (Ctrl-C at the prompt).
    func runCancellable(_ work: @escaping @MainActor () async -> Void) async
    /// Says that what was typed is not what the command takes: a usage error, not a failure.
    func reportUsage(_ message: String)
    /// Says a command failed.
    func report(_ message: String)
    /// Lines that explain rather than answer.
    func note(_ lines: [String])
    /// Lines that answer (the filter in force).
    func printLines(_ lines: [String])
    /// Text written as it is made, so a long export never waits in memory; throws when it cannot be written.
    func write(_ text: String) async throws
    /// A path as typed, read from where the session runs (relative paths, `~/`).
    func fileURL(typed path: String) -> URL

    /// `clear`: an empty screen, where there is one.
    func clearScreen()
    /// `help`, of one command or of all (`nil`).
    func showHelp(for command: (any SessionCommand.Type)?)
    /// `source FILE`: every line of the file run as if typed.
    func runCommands(inFile path: String) async -> CommandOutcome
}
