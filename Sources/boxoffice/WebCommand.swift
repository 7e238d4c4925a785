// `boxoffice web`: the app's screens as a local web site, on the same commands and ViewModels.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import BoxOfficeWeb
import Foundation

/// Serves the screens to a browser on this machine (127.0.0.1 unless another address is named, which
/// is warned of): each request a command, run in a session of its own, each page drawn from its
/// ViewModel's view data. What is said goes to standard error; nothing is written to standard output.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve the box office as a web page on this machine (http://127.0.0.1:8080/)."
    )

    @Option(help: "The port to listen on, 0 for any free one (said on standard error).")
    var port: Int = 8080

    @Option(
        help: "The IP address to listen on; another than 127.0.0.1 or ::1 is reachable from other machines.")
    var host = "127.0.0.1"

    @OptionGroup var run: RunOptions

    @MainActor
    func run() async throws {
        // Standard error closed by whoever reads it fails a write instead of killing the server.
        signal(SIGPIPE, SIG_IGN)
        let console = Console.live(options: run)
        // Refused before anything is opened, as a word typed wrong is (64): an address is never looked up.
        guard (0...65_535).contains(port) else {
            console.say("boxoffice: " + console.words.portInvalid(port))
            throw ExitCode.validationFailure
        }
        guard IPAddressText.isLiteral(host), !host.hasPrefix("[") else {
            console.say("boxoffice: " + console.words.hostInvalid(host))
            throw ExitCode.validationFailure
        }
        if !IPAddressText.isLoopback(host) { console.warn(console.words.hostWarning(host: host)) }
        let app = try AppEnvironment.live(options: run)
        app.announceSource()
        let saved = app.console.savedPreferences()
        let settings = app.console.displaySettings(saved: saved, options: run)
        // Built once; each request gets a session of its own over them, fetching nothing ahead.
        let services = app.sessionServices(settings: settings, saved: saved, prefetching: false)
        let site = WebSite(words: app.words, warn: { console.warn($0) }) {
            app.makeViewModels(services: services)
        }
        // The call budget counts for the whole run, on a session that lives as long.
        let counting = app.makeViewModels(services: services)
        let budget = WebPage(viewModels: counting, words: app.words, title: "", warn: { console.warn($0) })
        app.listenToCalls(counting)
        let frames = WebFrames(
            words: app.words, isDemo: app.isDemo,
            demoDays: app.isDemo ? app.repository.availableDates?.count ?? 0 : 0)
        let server = WebServer(site: site, frames: frames, host: host, port: port) { address in
            console.say("boxoffice: " + console.words.serving(address: address))
        }
        do {
            try await server.run()
        } catch .portInUse(let address) {
            throw console.fail(console.words.portInUse(address))
        } catch .cannotListen(let address, let reason) {
            throw console.fail(console.words.cannotListen(address: address, reason: reason))
        }
        withExtendedLifetime(budget) {}
    }
}
