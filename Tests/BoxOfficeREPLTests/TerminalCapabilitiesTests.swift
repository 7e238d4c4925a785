import BoxOfficeREPL
import Foundation
import Testing

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
    private func capabilities(
        outputTTY: Bool = true, windowColumns: Int? = nil, environment: [String: String] = [:]
    ) -> TerminalCapabilities {
        TerminalCapabilities(
            isInputTTY: true, isOutputTTY: outputTTY, isErrorTTY: true,
            windowColumns: windowColumns, environment: environment)
    }

    @Test("The terminal's own width comes first")
    func windowWidth() {
        #expect(capabilities(windowColumns: 120, environment: ["COLUMNS": "100"]).columns == 120)
    }

    @Test("$COLUMNS is used when the terminal reports no width")
    func columnsVariable() {
        #expect(capabilities(windowColumns: 0, environment: ["COLUMNS": "100"]).columns == 100)
    }

    @Test("80 columns when nothing tells", arguments: [[:], ["COLUMNS": "wide"], ["COLUMNS": "-3"]])
    func defaultWidth(environment: [String: String]) {
        #expect(capabilities(environment: environment).columns == 80)
    }

    @Test("Colour on a terminal when NO_COLOR is unset or empty")
    func colourOn() {
        #expect(capabilities().colorEnabled)
        #expect(capabilities(environment: ["NO_COLOR": ""]).colorEnabled)
    }

    @Test("No colour when NO_COLOR is set, TERM is dumb, or output is not a terminal")
    func colourOff() {
        #expect(!capabilities(environment: ["NO_COLOR": "1"]).colorEnabled)
        #expect(!capabilities(environment: ["TERM": "dumb"]).colorEnabled)
        #expect(!capabilities(outputTTY: false).colorEnabled)
    }

    @Test("a stream keeps the first reason a write failed, and writes nothing after it")
    func failedWriteIsKept() throws {
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        defer { try? full.close() }
        let stream = FileDescriptorOutputStream(descriptor: full.fileDescriptor)
        #expect(stream.failure == nil)
        stream.write("")
        #expect(stream.failure == nil, "nothing to write is no failure")
        stream.write("경관의 피\n")
        stream.write("more\n")
        #expect(stream.failure == ENOSPC)
    }
}
