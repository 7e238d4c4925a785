import BoxOfficeDomain
import Foundation
import Testing

/// The reason a file could not be read or written, told from the system's error: a fact the words
/// can say in any language, the system's own text only for what has no name.
struct FileProblemTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "boxoffice-file-problem-\(UUID().uuidString)")

    /// The error `work` throws.
    func error(of work: () throws -> Void) -> (any Error)? {
        do {
            try work()
            return nil
        } catch {
            return error
        }
    }

    @Test func aFolderWhereAFileShouldBeIsInTheWay() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reading = try #require(error { _ = try Data(contentsOf: folder) })
        #expect(FileProblem(reading) == .folderInTheWay)
        let writing = try #require(error { try Data("x".utf8).write(to: folder, options: .atomic) })
        #expect(FileProblem(writing) == .folderInTheWay)
    }

    @Test func aFileWhereAFolderShouldBeIsInTheWay() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("boxoffice")
        try Data("a file, not a folder".utf8).write(to: file)
        let made = try #require(
            error { try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true) })
        #expect(FileProblem(made) == .fileInTheWay)
        let under = try #require(
            error {
                try FileManager.default.createDirectory(
                    at: file.appendingPathComponent("inner"), withIntermediateDirectories: true)
            })
        #expect(FileProblem(under) == .fileInTheWay)
    }

    @Test func permissionsAndSpaceAreToldFromThePOSIXErrorOrTheCocoaCode() {
        func cocoa(_ code: CocoaError.Code, posix: Int) -> CocoaError {
            CocoaError(
                code, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: posix)])
        }
        #expect(FileProblem(cocoa(.fileWriteUnknown, posix: Int(EACCES))) == .permissionDenied)
        #expect(FileProblem(cocoa(.fileReadUnknown, posix: Int(EPERM))) == .permissionDenied)
        #expect(FileProblem(cocoa(.fileWriteUnknown, posix: Int(ENOSPC))) == .noSpace)
        #expect(FileProblem(cocoa(.fileReadUnknown, posix: Int(ELOOP))) == .linkLoop)
        #expect(FileProblem(errorNumber: ELOOP) == .linkLoop)
        #expect(FileProblem(errorNumber: EBADF) == .closed)
        #expect(FileProblem(CocoaError(.fileWriteOutOfSpace)) == .noSpace)
        #expect(FileProblem(CocoaError(.fileReadNoPermission)) == .permissionDenied)
        #expect(FileProblem(CocoaError(.fileWriteFileExists)) == .fileInTheWay)
    }

    @Test func anotherReasonKeepsTheSystemsWords() {
        let io = CocoaError(
            .fileReadUnknown,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO))])
        #expect(FileProblem(io) == .other("Input/output error"))
        struct Odd: LocalizedError {
            var errorDescription: String? { "odd" }
        }
        #expect(FileProblem(Odd()) == .other("odd"))
    }
}
