import BoxOfficePresentation

/// `poster`: the image where the terminal shows one, else its address.
@MainActor
final class PosterView {
    private let viewModel: PosterViewModel
    private let screen: PromptScreen

    init(viewModel: PosterViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<PosterViewData>) {
        guard let poster = screen.content(of: state) else { return }
        let words = screen.words
        let machineReadable = screen.display.isMachineReadable
        let explain = machineReadable ? screen.note : screen.printLines
        switch poster {
        case .missing(let sentence):
            explain([TerminalText.sanitize(sentence)])
        case .address(let address, let size):
            let url = TerminalText.sanitize(address)
            if screen.imageSupport == .sixel, InlineImage.isShellSafe(url) {
                screen.printLines([url])
                explain([words.sixelHint(url: url)])
            } else {
                screen.printLines([machineReadable ? url : url + " (\(size))"])
            }
        case .image(let data, let address):
            let url = TerminalText.sanitize(address)
            if screen.imageSupport == .iTerm2 {
                screen.output.write(InlineImage.iTerm2(data) + "\n")
            } else if let sequence = InlineImage.kitty(png: data) {
                screen.output.write(sequence + "\n")
            } else if InlineImage.isShellSafe(url) {
                screen.printLines([url])
                explain([words.kittyPNGOnly(url: url)])
            } else {
                screen.printLines([url])
            }
        }
    }
}

extension ReplSession {
    public func bind(_ model: PosterViewModel) { keep(PosterView(viewModel: model, screen: promptScreen)) }
}
