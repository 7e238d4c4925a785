import BoxOfficeDomain
import Foundation
import Testing

/// A user's file is read only when it is a regular file within its cap: a FIFO, a device or a
/// folder is refused without blocking, a file past the cap without being read whole.
final class RegularFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-regular-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ count: Int, to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(repeating: UInt8(ascii: "a"), count: count).write(to: url)
        return url.path
    }

    func problem(at path: String, limit: Int = 1_024) -> FileProblem? {
        do {
            _ = try RegularFile.contents(atPath: path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileExactlyAtTheCapIsReadWhole() throws {
        let path = try write(1_024, to: "at-the-cap")
        #expect(try RegularFile.contents(atPath: path, limit: 1_024)?.count == 1_024)
    }

    @Test func aFileOneBytePastTheCapIsRefused() throws {
        let path = try write(1_025, to: "past-the-cap")
        #expect(problem(at: path) == .tooLarge(limit: 1_024))
    }

    @Test func anEmptyFileIsEmpty() throws {
        let path = try write(0, to: "empty")
        #expect(try RegularFile.contents(atPath: path, limit: 1_024) == Data())
    }

    @Test func noFileIsNil() throws {
        #expect(try RegularFile.contents(atPath: folder.appendingPathComponent("none").path, limit: 1) == nil)
        #expect(
            try RegularFile.contents(atPath: folder.appendingPathComponent("none/deeper").path, limit: 1)
                == nil)
    }

    @Test func aFIFOIsNotARegularFileAndIsNotWaitedOn() throws {
        // Given a FIFO no one writes to (opening it to read would block for ever)
        let path = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        // Then it is refused at once
        #expect(problem(at: path) == .notRegularFile)
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func aDeviceIsNotARegularFile(path: String) {
        #expect(problem(at: path) == .notRegularFile)
    }

    @Test func aFolderIsNotARegularFile() throws {
        #expect(problem(at: folder.path) == .notRegularFile)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file, so this holds only for other users"))
    func aFileThatMayNotBeReadIsPermissionDenied() throws {
        let path = try write(10, to: "private")
        #expect(chmod(path, 0) == 0)
        #expect(problem(at: path) == .permissionDenied)
    }
}
