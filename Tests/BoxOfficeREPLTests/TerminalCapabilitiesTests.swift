import BoxOfficeREPL
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
}
