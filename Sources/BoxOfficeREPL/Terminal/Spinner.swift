/// A spinner on the error stream while a request runs: drawn only on a terminal, only after a
/// short delay (150 ms, so a quick answer shows none), and erased with `\r\e[2K` when the
/// request ends.
@MainActor
public final class Spinner {
    private var output: any TextOutputStream & AnyObject
    private let enabled: Bool
    private let delay: Duration
    private var task: Task<Void, Never>?
    private var drawn = false

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(output: any TextOutputStream & AnyObject, enabled: Bool, delay: Duration = .milliseconds(150))
    {
        self.output = output
        self.enabled = enabled
        self.delay = delay
    }

    public func start(_ label: String) {
        stop()
        guard enabled else { return }
        let delay = delay
        task = Task { [weak self] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            var frame = 0
            while !Task.isCancelled {
                self?.draw(Self.frames[frame % Self.frames.count] + " " + label)
                frame += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    public func stop() {
        task?.cancel()
        task = nil
        if drawn {
            output.write("\r\u{1B}[2K")
            drawn = false
        }
    }

    private func draw(_ text: String) {
        guard task != nil else { return }
        output.write("\r\u{1B}[2K" + text)
        drawn = true
    }
}
