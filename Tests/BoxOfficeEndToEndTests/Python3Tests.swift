import Testing

/// Finding python3 as `scripts/install-deps` accepts it: anywhere on `PATH`.
@Suite("Python3")
struct Python3Tests {
    @Test("a python3 on PATH is found before the usual folders, in PATH's order")
    func onPath() {
        let executables: Set = ["/opt/py/bin/python3", "/home/u/.local/bin/python3", "/usr/bin/python3"]
        let found = Python3.locate(
            path: "/nowhere:/opt/py/bin:/home/u/.local/bin", isExecutable: executables.contains)
        #expect(found == "/opt/py/bin/python3")
    }

    @Test("without one on PATH, /usr/bin then /usr/local/bin; relative entries are skipped")
    func fallback() {
        #expect(
            Python3.locate(path: "bin:.:", isExecutable: { $0 == "/usr/local/bin/python3" })
                == "/usr/local/bin/python3")
        #expect(Python3.locate(path: nil, isExecutable: { $0 == "/usr/bin/python3" }) == "/usr/bin/python3")
        #expect(Python3.locate(path: "/opt/py/bin", isExecutable: { _ in false }) == nil)
    }
}
