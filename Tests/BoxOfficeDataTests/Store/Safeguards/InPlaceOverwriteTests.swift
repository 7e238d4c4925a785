import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// A heal salvages a damaged file and writes the new store over it only holding SQLite's write lock on it
/// (the backup API's, taken before the salvage): while another connection is in the middle of a write, the
/// heal waits, and then either the write is salvaged (and in the copy), or the lock was not had and nothing
/// is written. The wait is SQLite's busy handler, told here
/// through GRDB's callback instead of a time, so the writer lets go exactly when the heal has met its lock.
struct InPlaceOverwriteTests {
    static let now = Date(timeIntervalSince1970: 1_704_700_000)
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest

    @Test func aHealWaitsForAWriteUnderWayAndTheWriteIsSalvaged() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await folder.fill(days: 1, from: first, fetchedAt: Self.now)
        let next = first.adding(days: 1).iso
        // Given another connection in the middle of a write
        let writer = try WriteUnderWay(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the file is salvaged and written over, waiting for the lock as long as it takes
        let (file, identity) = (folder.file, FileIdentity(of: folder.file))
        let configuration = writer.healLock(keepsWaiting: true)
        let repaired = try await onThread {
            try StoreRepair.salvageInPlace(file, now: Self.now, lock: configuration)
        }
        // Then the write was committed first, salvaged with the rest into the same file, and copied
        #expect(writer.end() == nil)
        #expect(FileIdentity(of: folder.file) == identity, "the file was written over in place, not replaced")
        let copy = try #require(repaired.copy, "a sound file is copied")
        #expect(try StoreFolder.dailyChartDays(in: copy) == [first.iso, next])
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.iso, next])
        #expect(repaired.salvage == StoreSalvage(chartsKept: 2, chartsLost: 0, unreadableParts: 0))
        try repaired.pool.close()
    }

    @Test func aHealThatCannotHaveTheLockWritesNothingAndSaysWhy() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await folder.fill(days: 1, from: first, fetchedAt: Self.now)
        let next = first.adding(days: 1).iso
        let identity = FileIdentity(of: folder.file)
        let writer = try WriteUnderWay(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the heal's wait for the lock runs out
        let file = folder.file
        let configuration = writer.healLock(keepsWaiting: false)
        let moving = try await onThread {
            Result { try StoreRepair.salvageInPlace(file, now: Self.now, lock: configuration) }
        }
        // Then nothing was written or copied, the failure says the store could not be written, and the write
        // is in the file at the path
        #expect(writer.end() == nil)
        guard case .failure(let failure as StoreOpenFailure) = moving else {
            Issue.record("expected a store failure, got \(moving)")
            return
        }
        guard case .cannotWrite = failure.fault else {
            Issue.record("expected a write the store cannot do, got \(failure.fault)")
            return
        }
        #expect(!failure.rebuildable)
        #expect(FileIdentity(of: folder.file) == identity)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.contains(".damaged-") }, "\(names)")
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.iso, next])
    }
}
