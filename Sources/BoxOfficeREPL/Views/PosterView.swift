import BoxOfficePresentation

/// `poster`: the image where the terminal shows one, else its address.
struct PosterView: ReplView {
    func show(_ poster: PosterViewData, in session: ReplSession) {
        let words = session.words
        let machineReadable = session.display.isMachineReadable
        let explain = machineReadable ? session.note : session.printLines
        switch poster {
        case .missing(let sentence):
            explain([TerminalText.sanitize(sentence)])
        case .address(let address, let size):
            let url = TerminalText.sanitize(address)
            if session.options.imageSupport == .sixel, InlineImage.isShellSafe(url) {
                session.printLines([url])
                explain([words.sixelHint(url: url)])
            } else {
                session.printLines([machineReadable ? url : url + " (\(size))"])
            }
        case .image(let data, let address):
            let url = TerminalText.sanitize(address)
            if session.options.imageSupport == .iTerm2 {
                session.output.write(InlineImage.iTerm2(data) + "\n")
            } else if let sequence = InlineImage.kitty(png: data) {
                session.output.write(sequence + "\n")
            } else if InlineImage.isShellSafe(url) {
                session.printLines([url])
                explain([words.kittyPNGOnly(url: url)])
            } else {
                session.printLines([url])
            }
        }
    }
}

extension ReplSession {
    public func bind(_ model: PosterViewModel) { bindView(model, to: PosterView()) }
}
