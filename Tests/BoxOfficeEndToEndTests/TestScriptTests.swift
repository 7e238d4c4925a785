// scripts/test's last step, run on a copy whose swift and nproc are stand-ins that say what they were asked.

import Foundation
import Testing

@Suite("scripts/test bounds how many tests run at once")
struct TestScriptTests {
    /// A copy of scripts/test beside stand-ins for the steps before it, `swift` writing its arguments
    /// down and `nproc` saying `cores`; what `swift` was asked, a line a call.
    func swiftCalls(cores: Int, environment extra: [String: String] = [:]) async throws -> [String] {
        let scratch = try InstallTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scripts = scratch.appendingPathComponent("scripts")
        let bin = scratch.appendingPathComponent("bin")
        for folder in [scripts, bin] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let script = scripts.appendingPathComponent("test")
        try FileManager.default.copyItem(
            at: InstallTests.root.appendingPathComponent("scripts/test"), to: script)
        let calls = scratch.appendingPathComponent("calls")
        let standIns = [
            scripts.appendingPathComponent("install-deps"): "exit 0",
            scripts.appendingPathComponent("install-mcp-client"): "exit 0",
            bin.appendingPathComponent("swift"): "printf '%s\\n' \"$*\" >> '\(calls.path)'",
            bin.appendingPathComponent("nproc"): "echo \(cores)",
        ]
        for (file, body) in standIns {
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        let environment = ["PATH": bin.path + ":/usr/bin:/bin", "LANG": "C.UTF-8"].merging(extra) { $1 }
        let result = try await InstallTests.run(script, [], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        return String(decoding: try Data(contentsOf: calls), as: UTF8.self).split(separator: "\n").map(
            String.init)
    }

    @Test("four tests a core at once: one core four, two eight", arguments: [(1, 4), (2, 8)])
    func fourACore(cores: Int, width: Int) async throws {
        #expect(
            try await swiftCalls(cores: cores) == [
                "build --build-tests --explicit-target-dependency-import-check error",
                "test --skip-build --experimental-maximum-parallelization-width \(width)",
            ])
    }

    @Test("BOXOFFICE_TEST_WIDTH chooses the width instead, down to one test at a time")
    func chosenWidth() async throws {
        let calls = try await swiftCalls(cores: 2, environment: ["BOXOFFICE_TEST_WIDTH": "1"])
        #expect(calls.last == "test --skip-build --experimental-maximum-parallelization-width 1")
    }
}
