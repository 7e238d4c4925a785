import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// A heal moves a damaged file aside only holding SQLite's write lock on it: while another connection
/// is in the middle of a write, the move waits, and then either the write is in the copy and salvaged,
/// or the lock was not had and nothing is moved. The wait is SQLite's busy handler, told here through
/// GRDB's callback instead of a time, so the writer lets go exactly when the move has met its lock.
struct WriteLockedMoveTests {
    static let now = Date(timeIntervalSince1970: 1_704_700_000)
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest

    /// A store in `folder` holding the daily chart of ``first``, closed.
    private func fill(_ folder: StoreFolder) async throws {
        let (store, _) = try folder.open()
        try await store.save(BoxOfficeChart.stub(date: first, entryCount: 10), fetchedAt: Self.now)
        try await store.close()
    }

    @Test func aMoveWaitsForAWriteUnderWayAndTheWriteIsSalvaged() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let next = first.adding(days: 1).iso
        // Given another connection in the middle of a write
        let writer = try WriteUnderWay(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the file is moved aside and salvaged, waiting for the lock as long as it takes
        let file = folder.file
        let configuration = writer.moveLock(keepsWaiting: true)
        let repaired = try await onThread {
            try StoreRepair.moveAsideAndSalvage(file, now: Self.now, lock: configuration)
        }
        // Then the write was committed first, into the file moved, and salvaged with the rest
        #expect(writer.end() == nil)
        #expect(try StoreFolder.dailyChartDays(in: repaired.copy) == [first.iso, next])
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.iso, next])
        #expect(repaired.salvage == StoreSalvage(chartsKept: 2, chartsLost: 0, unreadableParts: 0))
        try repaired.pool.close()
    }

    @Test func aMoveThatCannotHaveTheLockMovesNothingAndSaysWhy() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let next = first.adding(days: 1).iso
        let identity = FileIdentity(of: folder.file)
        let writer = try WriteUnderWay(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the move's wait for the lock runs out
        let file = folder.file
        let configuration = writer.moveLock(keepsWaiting: false)
        let moving = try await onThread {
            Result { try StoreRepair.moveAsideAndSalvage(file, now: Self.now, lock: configuration) }
        }
        // Then nothing was moved, the failure says the store could not be written, and the write
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
