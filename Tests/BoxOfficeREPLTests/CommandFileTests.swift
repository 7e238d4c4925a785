import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `source FILE`'s file, read through an injected reader: paths resolved, errors told apart,
/// lines split — with an in-memory double, and once with the real disk.
@Suite("CommandFile")
struct CommandFileTests {
    let home = URL(fileURLWithPath: "/home/user")
    let work = URL(fileURLWithPath: "/work/scripts")
    let files = InMemoryCommandFileReader([
        "/work/scripts/day.txt": .file(Data("# a comment\n\nformat plain\r\ndate 20220105\n".utf8)),
        "/home/user/my day.txt": .file(Data("date 20220105".utf8)),
        "/etc/boxoffice": .file(Data("mode icon\n".utf8)),
        "/work/scripts/mixed.txt": .file(Data([0x66, 0x0A, 0xFF, 0xFE, 0x0A, 0x67, 0x0A])),
        "/work/scripts/folder": .folder,
        "/work/scripts/secret.txt": .unreadable,
        "/work/scripts/a.out": .file(Data([0x7F, 0x45, 0x4C, 0x46, 0x00]) + Data("\ndate\n".utf8)),
    ])

    func read(_ path: String) throws(CommandFileError) -> CommandFile {
        try CommandFile(path: path, currentDirectory: work, home: home, reader: files)
    }

    @Test("a relative path is read from the working folder; comments, blank lines and \\r are dropped")
    func relativePath() throws {
        #expect(
            try read("day.txt").lines == [
                .command("format plain", number: 3), .command("date 20220105", number: 4),
            ])
    }

    @Test("a relative path stays in a working folder whose URL has no trailing / (was read from its parent)")
    func relativeToFolderURLWithoutTrailingSlash() throws {
        let folder = URL(fileURLWithPath: "/work/scripts", isDirectory: false)
        let file = try CommandFile(path: "day.txt", currentDirectory: folder, home: nil, reader: files)
        #expect(file.lines.count == 2)
    }

    @Test("~/ is the home folder, an absolute path is itself; a path may have spaces")
    func homeAndAbsolute() throws {
        #expect(try read("~/my day.txt").lines == [.command("date 20220105", number: 1)])
        #expect(try read("/etc/boxoffice").lines == [.command("mode icon", number: 1)])
    }

    @Test("missing, folder and unreadable are told apart, each naming the path as typed")
    func errors() {
        #expect(throws: CommandFileError.missing(path: "nothing.txt")) { try read("nothing.txt") }
        #expect(throws: CommandFileError.isFolder(path: "folder")) { try read("folder") }
        #expect(throws: CommandFileError.unreadable(path: "secret.txt", reason: .permissionDenied)) {
            try read("secret.txt")
        }
        #expect(throws: CommandFileError.notText(path: "a.out")) { try read("a.out") }
        let english = EnglishWords()
        let unreadable = CommandFileError.unreadable(path: "secret.txt", reason: .permissionDenied)
        #expect(unreadable.message(in: english) == "source: cannot read secret.txt: permission denied")
        let missing = CommandFileError.missing(path: "a\u{1B}[2Jb")
        #expect(missing.message(in: english) == "source: no such file: a\\u{1B}[2Jb")
        #expect(
            CommandFileError.missing(path: "a\u{1B}[2Jb").message(in: KoreanWords())
                == "source: 파일이 없습니다: a\\u{1B}[2Jb")
        #expect(
            CommandFileError.isFolder(path: "folder").message(in: KoreanWords())
                == "source: 명령 파일이 아니라 폴더입니다: folder")
    }

    @Test("a line that is not UTF-8 is kept as such, with its number")
    func notUTF8() throws {
        #expect(
            try read("mixed.txt").lines == [
                .command("f", number: 1), .notUTF8(number: 2), .command("g", number: 3),
            ])
    }

    @Test("the real reader: a file, a missing file and a folder on disk")
    func realDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-cf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("date 20220105\n".utf8).write(to: folder.appendingPathComponent("day.txt"))
        let disk = FileSystemCommandFileReader()
        let file = try CommandFile(path: "day.txt", currentDirectory: folder, home: nil, reader: disk)
        #expect(file.lines == [.command("date 20220105", number: 1)])
        #expect(throws: CommandFileError.missing(path: "none.txt")) {
            try CommandFile(path: "none.txt", currentDirectory: folder, home: nil, reader: disk)
        }
        #expect(throws: CommandFileError.isFolder(path: ".")) {
            try CommandFile(path: ".", currentDirectory: folder, home: nil, reader: disk)
        }
    }

    @Test("a loop of symbolic links is said to be one, not a missing file (it was 'no such file')")
    func symbolicLinkLoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("b").path, withDestinationPath: "a")
        let disk = FileSystemCommandFileReader()
        let error = #expect(throws: CommandFileError.self) {
            try CommandFile(path: "a", currentDirectory: folder, home: nil, reader: disk)
        }
        #expect(error == .unreadable(path: "a", reason: .linkLoop))
        #expect(
            error?.message(in: EnglishWords())
                == "source: cannot read a: its symbolic links point at each other in a loop")
        #expect(error?.message(in: KoreanWords()) == "source: 읽을 수 없습니다(심볼릭 링크가 서로를 가리키며 순환함): a")
    }

    @Test("a line of exactly 64 KiB is run; one byte more is kept as too long, with its number")
    func lineCap() {
        let limit = CommandFile.maximumLineBytes
        let atCap = "help " + String(repeating: "x", count: limit - 5)
        let pastCap = atCap + "x"
        let data = Data((atCap + "\n" + pastCap + "\r\nstatus").utf8)
        let reader = InMemoryCommandFileReader(["/work/scripts/long.txt": .file(data)])
        #expect(
            (try? CommandFile(path: "long.txt", currentDirectory: work, home: home, reader: reader))?.lines
                == [
                    .command(atCap, number: 1), .tooLong(number: 2), .command("status", number: 3),
                ])
    }

    @Test(
        "the real reader: a file of exactly 1 MiB is read; one byte more, a FIFO and /dev/zero are refused unread"
    )
    func fileCapAndKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-cap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = Data("status\n".utf8)
        var atCap = Data(repeating: UInt8(ascii: "\n"), count: CommandFile.maximumBytes - line.count)
        atCap.append(line)
        try atCap.write(to: folder.appendingPathComponent("at-cap.txt"))
        try (atCap + Data("\n".utf8)).write(to: folder.appendingPathComponent("past-cap.txt"))
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        let disk = FileSystemCommandFileReader()
        let read = try CommandFile(path: "at-cap.txt", currentDirectory: folder, home: nil, reader: disk)
        #expect(read.lines == [.command("status", number: CommandFile.maximumBytes - line.count + 1)])
        let refusals: [(String, FileProblem)] = [
            ("past-cap.txt", .tooLarge(limit: CommandFile.maximumBytes)), ("fifo", .notRegularFile),
            ("/dev/zero", .notRegularFile),
        ]
        for (path, problem) in refusals {
            #expect(throws: CommandFileError.unreadable(path: path, reason: problem)) {
                try CommandFile(path: path, currentDirectory: folder, home: nil, reader: disk)
            }
        }
        let fifo = CommandFileError.unreadable(path: "fifo", reason: .notRegularFile)
        #expect(fifo.message(in: EnglishWords()) == "source: cannot read fifo: not a regular file")
        #expect(fifo.message(in: KoreanWords()) == "source: 읽을 수 없습니다(일반 파일이 아님): fifo")
        let large = CommandFileError.unreadable(
            path: "big", reason: .tooLarge(limit: CommandFile.maximumBytes))
        #expect(large.message(in: EnglishWords()) == "source: cannot read big: larger than 1 MB")
        #expect(large.message(in: KoreanWords()) == "source: 읽을 수 없습니다(크기 1 MB 초과): big")
    }
}
