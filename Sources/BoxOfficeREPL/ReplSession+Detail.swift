import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

extension ReplSession {
    /// `detail N|CODE|TITLE`: the movie's detail, answered from the prefetch when it is ready.
    func showDetail(_ text: String?) async {
        guard let details else {
            report(messages.notAvailable("detail"))
            return
        }
        await withSpinner(words.loadingMovie) {
            await runCancellable { await details.viewModel.show(text) }
        }
        switch details.viewModel.state {
        case .loaded(let detail):
            printLines(display.render(detail, columns: options.columns(), imageSupport: details.imageSupport))
        case .failed(let message, let cancelled):
            if cancelled { errors.write(words.cancelled + "\n") } else { report(message) }
        case .idle, .loading:
            break
        }
    }

    /// `poster [N|CODE|TITLE]`: shows the poster in the terminal when it can, else its address.
    func showPoster(_ text: String?) async {
        guard let details else {
            report(messages.notAvailable("poster"))
            return
        }
        if let text {
            await withSpinner(words.loadingMovie) {
                await runCancellable { await details.viewModel.show(text) }
            }
            if case .failed(let message, let cancelled) = details.viewModel.state {
                if cancelled { errors.write(words.cancelled + "\n") } else { report(message) }
                return
            }
        }
        guard let result = details.viewModel.lastResult else {
            report(messages.noDetailShown)
            return
        }
        guard let poster = result.poster.poster else {
            printLines([
                TerminalText.sanitize(
                    words.posterMissingSentence(result.poster) ?? "")
            ])
            return
        }
        let url = TerminalText.sanitize(poster.imageURL)
        switch details.imageSupport {
        case .iTerm2, .kitty:
            await showInline(poster, url: url, details: details)
        case .sixel where InlineImage.isShellSafe(url):
            printLines([url, messages.sixelHint(url)])
        case .sixel, .none:
            printLines([url + " (\(words.size(of: poster)))"])
        }
    }

    private func showInline(_ poster: Poster, url: String, details: ReplDetails) async {
        guard let images = details.images else {
            printLines([url])
            return
        }
        var fetched: Result<Data, BoxOfficeFailure> = .failure(.cancelled)
        await withSpinner(words.loadingPoster) {
            await runCancellable {
                do throws(BoxOfficeFailure) {
                    fetched = .success(try await images.imageData(at: poster.imageURL))
                } catch {
                    fetched = .failure(error)
                }
            }
        }
        switch fetched {
        case .failure(.cancelled):
            errors.write(words.cancelled + "\n")
        case .failure(let failure):
            report(messages.posterNotFetched(words.text(for: failure)))
        case .success(let data):
            if details.imageSupport == .iTerm2 {
                output.write(InlineImage.iTerm2(data) + "\n")
            } else if let sequence = InlineImage.kitty(png: data) {
                output.write(sequence + "\n")
            } else if InlineImage.isShellSafe(url) {
                printLines([url, messages.kittyPNGOnly(url)])
            } else {
                printLines([url])
            }
        }
    }

    /// `status`: where data comes from, the store, and today's KOBIS calls.
    func showStatus() async {
        guard let status = details?.status else {
            report(messages.notAvailable("status"))
            return
        }
        let data = await withSpinner(words.loadingStatus) { await status.status() }
        var lines = display.render(data, columns: options.columns())
        if let warning = data.warning.map(TerminalText.sanitize) {
            // csv and json carry it; another line would spoil them for a program.
            if display.isMachineReadable {
                warn(warning)
            } else {
                lines.append(messages.warningPrefix + warning)
            }
        }
        printLines(lines)
    }

    /// Runs `work` with the spinner saying `label` meanwhile, as a day's load does: on a
    /// terminal only (the spinner knows), never in csv or json, and gone before anything is
    /// printed.
    func withSpinner<Value>(_ label: String, _ work: () async -> Value) async -> Value {
        if !display.isMachineReadable { spinner.start(label) }
        defer { spinner.stop() }
        return await work()
    }

    /// Warns once, on standard error, when today's KOBIS calls near or reach the limit.
    func warnAboutBudget() async {
        guard let status = details?.status, let warning = await status.budgetWarning() else { return }
        warn(warning)
    }
}
