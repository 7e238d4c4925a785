// Which Ctrl-C presses cancel a request at the prompt: those from after the line was read, not older ones.

import BoxOfficeREPL
import Foundation
import Testing

@MainActor
@Suite("Ctrl-C and the work of a line")
struct CancellableWorkTests {
    @Test(
        "a press from before the line was read is forgotten at the prompt; a script's cancels the work at once"
    )
    func pressFromBeforeTheWork() async {
        let presses = CountedPresses()
        presses.press()
        let forgotten = await CancellableWork.run(
            cancelledBy: presses, forgettingPressesUpTo: presses.pressesSoFar()
        ) {
            try? await Task.sleep(for: .milliseconds(300))
        }
        #expect(!forgotten)
        presses.press()
        let kept = await CancellableWork.run(cancelledBy: presses, forgettingPressesUpTo: nil) {
            try? await Task.sleep(for: .seconds(600))
        }
        #expect(kept)
    }

    @Test("a press after the line was read, before its work started, cancels the work")
    func pressBetweenTheLineAndTheWork() async {
        let presses = CountedPresses()
        presses.press()  // an old one, from before the line
        let lineRead = presses.pressesSoFar()
        presses.press()  // Enter, then Ctrl-C at once, before the command's request starts
        let cancelled = await CancellableWork.run(cancelledBy: presses, forgettingPressesUpTo: lineRead) {
            try? await Task.sleep(for: .seconds(600))
        }
        #expect(cancelled)
        #expect(!presses.consumeInterrupt(), "the press was taken by the work it cancelled")
    }
}

/// Ctrl-C as the live signal counts it: each press counted, its flag raised until it is read.
final class CountedPresses: InterruptSignal, @unchecked Sendable {
    private let lock = NSLock()
    private var presses = 0
    private var raised = false

    func press() {
        lock.withLock {
            presses += 1
            raised = true
        }
    }

    func consumeInterrupt() -> Bool {
        lock.withLock {
            defer { raised = false }
            return raised
        }
    }

    func pressesSoFar() -> Int { lock.withLock { presses } }

    func forgetPresses(upTo mark: Int) {
        lock.withLock { if presses == mark { raised = false } }
    }
}
