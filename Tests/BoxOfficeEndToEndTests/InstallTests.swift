import BoxOfficeTestSupport
import Foundation
import Testing

@testable import boxoffice

/// `boxoffice --version`, and `scripts/install [PREFIX]`: what it refuses before building, and (with
/// `BOXOFFICE_TEST_INSTALL=1`, as CI runs it) the static binary it installs, run outside the repository.
@Suite("--version and scripts/install")
struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("scripts/install")

    @Test("--version prints the version alone on standard output and exits 0; --help names it")
    func version() async throws {
        let result = try await BoxOfficeProcess().run(["--version"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == BoxOfficeCommand.version + "\n")
        #expect(result.errors.isEmpty, "\(result.errors)")
        let parts = BoxOfficeCommand.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { UInt($0) != nil }, "MAJOR.MINOR.PATCH")
        let help = try await BoxOfficeProcess().run(["--help"])
        #expect(help.output.contains("--version"), "\(help.output)")
    }

    @Test("a PREFIX that is a file, or whose bin is a file, is refused (1) before anything is built")
    func notAFolder() async throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("file")
        try Data().write(to: file)
        let refused = try await Self.run(Self.script, [file.path])
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "scripts/install: cannot install into \(file.path)/bin: \(file.path) is not a folder\n")
        let prefix = scratch.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        try Data().write(to: prefix.appendingPathComponent("bin"))
        let binIsAFile = try await Self.run(Self.script, [prefix.path])
        #expect(binIsAFile.status == 1)
        #expect(
            binIsAFile.errors
                == "scripts/install: cannot install into \(prefix.path)/bin: \(prefix.path)/bin is not a folder\n"
        )
    }

    @Test(
        "a PREFIX whose bin cannot be made is refused (1) before anything is built",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc"))
    func cannotBeMade() async throws {
        let refused = try await Self.run(Self.script, ["/proc/boxoffice-prefix"])
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "scripts/install: cannot install into /proc/boxoffice-prefix/bin: the folder could not be made\n"
        )
    }

    @Test(
        "a bin that cannot be written is refused (1) before anything is built",
        .enabled(if: getuid() != 0, "root writes into any folder; skipped as root"))
    func cannotBeWritten() async throws {
        let scratch = try Self.scratch()
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: bin.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.path)
            try? FileManager.default.removeItem(at: scratch)
        }
        let refused = try await Self.run(Self.script, [scratch.path])
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "scripts/install: cannot install into \(bin.path): the folder cannot be written\n")
    }

    @Test(
        "two arguments or an unknown option are a usage error (64)", arguments: [["a", "b"], ["--prefix"]])
    func usage(arguments: [String]) async throws {
        let result = try await Self.run(Self.script, arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains("usage: scripts/install [PREFIX]"), "\(result.errors)")
    }

    @Test(
        "scripts/install puts a static binary in PREFIX/bin that runs from /tmp with an empty HOME, and says where",
        .enabled(
            if: ProcessInfo.processInfo.environment["BOXOFFICE_TEST_INSTALL"] == "1",
            "builds a release binary (minutes): BOXOFFICE_TEST_INSTALL=1 runs it, as CI does"))
    func installs() async throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let prefix = scratch.appendingPathComponent("new/prefix")
        let bin = prefix.appendingPathComponent("bin")
        let installed = bin.appendingPathComponent("boxoffice")
        let version = BoxOfficeCommand.version
        let first = try await Self.run(Self.script, [prefix.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(
            first.output.hasPrefix(
                "Installed boxoffice \(version) as \(installed.path)\n\(bin.path) is not on your PATH."),
            "\(first.output)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: bin.path) == ["boxoffice"], "no copy left")
        let mode = try FileManager.default.attributesOfItem(atPath: installed.path)[.posixPermissions] as? Int
        #expect(mode == 0o755)

        let home = scratch.appendingPathComponent("empty-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let shown = try await Self.runFromTmp(installed, ["--version"], home: home)
        #expect(shown.status == 0 && shown.output == version + "\n", "\(shown)")
        let daily = try await Self.runFromTmp(
            installed, ["daily", "20220105", "--format", "json"], home: home)
        #expect(daily.status == 0, "\(daily.errors)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(daily.output.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "demo")
        #expect((object["entries"] as? [[String: Any]])?.first?["title"] as? String == "경관의 피")

        // Again over the binary installed, with PREFIX/bin on PATH: first, then behind another boxoffice.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + path
        let onPath = try await Self.run(Self.script, [prefix.path], environment: environment)
        #expect(onPath.status == 0, "\(onPath.errors)")
        #expect(
            onPath.output.hasSuffix("\(bin.path) is on your PATH: run 'boxoffice'.\n"), "\(onPath.output)")
        let other = scratch.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: other.appendingPathComponent("boxoffice"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: other.appendingPathComponent("boxoffice").path)
        environment["PATH"] = other.path + ":" + bin.path + ":" + path
        let shadowed = try await Self.run(Self.script, [prefix.path], environment: environment)
        #expect(
            shadowed.output.hasSuffix(
                "\(bin.path) is on your PATH, but \(other.path)/boxoffice comes before it: 'boxoffice' runs that one.\n"
            ), "\(shadowed.output)")
        let again = try await Self.runFromTmp(installed, ["--version"], home: home)
        #expect(again.output == version + "\n")
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `binary arguments…` in /tmp with only HOME, PATH and LANG set, as a user's shell elsewhere would.
    static func runFromTmp(_ binary: URL, _ arguments: [String], home: URL) async throws
        -> BoxOfficeProcess.Result
    {
        try await run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "cd /tmp && exec \"$0\" \"$@\"", binary.path] + arguments,
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    }

    /// Runs `program arguments…` to its end (this test's environment unless told), its output gathered in
    /// files, since a build says a lot and takes minutes; on a thread of its own, as ``BoxOfficeProcess`` does.
    static func run(_ program: URL, _ arguments: [String], environment: [String: String]? = nil) async throws
        -> BoxOfficeProcess.Result
    {
        try await BoxOfficeProcess.detached {
            let folder = try scratch()
            defer { try? FileManager.default.removeItem(at: folder) }
            let out = folder.appendingPathComponent("out")
            let err = folder.appendingPathComponent("err")
            try Data().write(to: out)
            try Data().write(to: err)
            let outHandle = try FileHandle(forWritingTo: out)
            let errHandle = try FileHandle(forWritingTo: err)
            let process = ChildProcess()
            process.executableURL = program
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = outHandle
            process.standardError = errHandle
            try process.run()
            process.waitUntilExit()
            try outHandle.close()
            try errHandle.close()
            return BoxOfficeProcess.Result(
                status: process.terminationStatus,
                output: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                errors: String(decoding: try Data(contentsOf: err), as: UTF8.self))
        }
    }
}
