import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

/// A store file renamed away while open (by a user, or as a file that is no database is renamed aside at
/// another process's open: `StoreRepair.keepForeign`) is written to no more: a write of a store still open
/// on the old file finds the file at the path changed, is rolled back there and done in the store now at
/// the path. A heal no longer renames anything: it rebuilds the file in place, and a write that waited for
/// it is done in the healed store. Real files, real connections.
struct MovedStoreWriteTests {
    static let now = Date(timeIntervalSince1970: 1_704_700_000)
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest

    /// The day `offset` days after ``first``, as the store writes it.
    private func day(_ offset: Int) -> String { first.adding(days: offset).iso }

    private func save(day offset: Int, in store: BoxOfficeStore) async throws {
        try await store.save(BoxOfficeChart.stub(date: first.adding(days: offset)), fetchedAt: Self.now)
    }

    /// Renames the store file in `folder` away with its log and index, as a user's `mv` does: the new path.
    private func renameAway(_ folder: StoreFolder) throws -> String {
        let aside = folder.file.path + ".aside"
        for suffix in ["", "-wal", "-shm"]
        where FileManager.default.fileExists(atPath: folder.file.path + suffix) {
            try FileManager.default.moveItem(atPath: folder.file.path + suffix, toPath: aside + suffix)
        }
        return aside
    }

    /// Renames the store in `folder` away and makes a new one at the path, as another process would, and
    /// writes the day two after ``first`` there through that process's store, left open: the renamed
    /// file's path, and that store.
    private func renameAwayWritingTheThirdDay(_ folder: StoreFolder) async throws -> (String, BoxOfficeStore)
    {
        let aside = try renameAway(folder)
        let other = BoxOfficeStore(
            database: HealingDatabase(
                file: folder.file, database: try BoxOfficeStore.openAndMigrate(folder.file),
                now: { Self.now },
                whenHealed: { _ in }))
        try await save(day: 2, in: other)
        return (aside, other)
    }

    @Test func aWriteAfterTheFileWasRenamedAwayIsDoneInTheNewStoreAndNotInTheOldFile() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        // Given a store that has written, as another process's would
        let healed = Mutex(0)
        let (store, _) = try folder.open(whenHealed: { _ in healed.withLock { $0 += 1 } })
        try await save(day: 0, in: store)
        // When the file is renamed away, and another process makes a new store at the path and writes there
        let (aside, other) = try await renameAwayWritingTheThirdDay(folder)
        // and the first store writes again
        try await save(day: 1, in: store)
        // Then its write is in the store at the path, beside what the other process wrote (still in the
        // new file's log: closing the old file deleted no log of the new)
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [day(1), day(2)])
        #expect(
            try StoreFolder.dailyChartDays(in: aside) == [day(0)],
            "nothing written into the old file after the rename")
        #expect(try await store.day(first.adding(days: 2)) != nil, "the first store reads the new file now")
        #expect(healed.withLock { $0 } == 0, "a store renamed away is not healed")
        try await other.close()
        try await store.close()
    }

    @Test func aBackupAfterTheFileWasRenamedAwayCopiesTheNewStore() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await save(day: 0, in: store)
        let (_, other) = try await renameAwayWritingTheThirdDay(folder)
        // When the store opened before the rename backs itself up (VACUUM INTO, outside a transaction)
        let backup = folder.url.appendingPathComponent("backup.sqlite").path
        let summary = try await store.backUp(to: backup, replacing: false)
        // Then the backup is of the store at the path, with what the other process wrote
        #expect(summary.days == 1)
        #expect(try StoreFolder.dailyChartDays(in: backup) == [day(2)])
        try await other.close()
        try await store.close()
    }

    @Test func aWriteFindingNoFileAtThePathMakesANewStoreThereNotInTheOldFile() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await save(day: 0, in: store)
        // When the file is renamed away and nothing made in its place
        let aside = try renameAway(folder)
        try await save(day: 1, in: store)
        // Then the write made a store at the path and is in it
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [day(1)])
        #expect(try StoreFolder.dailyChartDays(in: aside) == [day(0)])
        try await store.close()
    }

    /// A store whose file's identity could not be learnt at open: its file was renamed before the store
    /// was given it; `madeAgain`: a new store is made at the path before the write.
    @Test(arguments: [false, true])
    func aStoreThatCouldNotTellItsFileAtOpenWritesOnlyToTheFileAtThePath(madeAgain: Bool) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let (store, _) = try folder.open()
            try await save(day: 0, in: store)
            try await store.close()
        }
        let pool = try BoxOfficeStore.openAndMigrate(folder.file)
        let aside = try renameAway(folder)
        let store = BoxOfficeStore(
            database: HealingDatabase(
                file: folder.file, database: pool, now: { Self.now }, whenHealed: { _ in }))
        #expect(FileIdentity(of: folder.file) == nil, "the identity is unknown at open")
        if madeAgain { try BoxOfficeStore.openAndMigrate(folder.file).close() }
        // When it writes
        try await save(day: 1, in: store)
        // Then the write is in the store at the path, never in the file its pool had open
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [day(1)])
        #expect(try StoreFolder.dailyChartDays(in: aside) == [day(0)])
        try await store.close()
    }

    /// A folder whose store holds the chart of ``first``, closed.
    private func filledFolder() async throws -> StoreFolder {
        let folder = try StoreFolder()
        let (filled, _) = try folder.open()
        try await save(day: 0, in: filled)
        try await filled.close()
        return folder
    }

    /// A store of the file in `folder` on a pool of `configuration`, opened before anything happens to it.
    private func store(in folder: StoreFolder, _ configuration: Configuration) throws -> BoxOfficeStore {
        let pool = try DatabasePool(path: folder.file.path, configuration: configuration)
        return BoxOfficeStore(
            database: HealingDatabase(
                file: folder.file, database: pool, now: { Self.now }, whenHealed: { _ in }))
    }

    /// A heal rebuilds a file in place holding the write lock (`InPlaceOverwrite`): a write that waited
    /// for that lock meanwhile has it on the same file once healed, and is done in the healed store.
    @Test func aWriteThatWaitedForTheLockWhileTheFileWasRebuiltIsDoneInTheHealedStore() async throws {
        let folder = try await filledFolder()
        defer { folder.remove() }
        // Given a store whose first wait for the write lock is told, and lasts until the heal is done
        let (waiting, moved) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        var configuration = BoxOfficeStore.configuration
        let met = Mutex(false)
        configuration.busyMode = .callback { _ in
            let first = met.withLock { met in
                defer { met = true }
                return !met
            }
            if first {
                waiting.signal()
                moved.wait()
            } else {
                usleep(1_000)
            }
            return true
        }
        let store = try store(in: folder, configuration)
        // and another connection in the middle of a write (of the day five after the first)
        let writer = try WriteUnderWay(on: folder.file, copying: day(0), to: day(5))
        try await onThread { writer.began.wait() }
        // When the store writes, and waits for the lock
        let saving = Task { try await save(day: 1, in: store) }
        try await onThread { waiting.wait() }
        // while a heal, which has the lock once the other write is committed, salvages and rebuilds the file
        let (file, lock) = (folder.file, writer.healLock(keepsWaiting: true))
        let healing: Result<StoreRepair.Repaired, any Error>
        do {
            healing = .success(
                try await onThread { try StoreRepair.salvageInPlace(file, now: Self.now, lock: lock) })
        } catch {
            healing = .failure(error)
        }
        moved.signal()
        try await saving.value
        #expect(writer.end() == nil)
        let repaired = try healing.get()
        // Then the write is in the healed store at the path, beside what was salvaged, and not in the copy
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [day(0), day(1), day(5)])
        #expect(try StoreFolder.dailyChartDays(in: try #require(repaired.copy)) == [day(0), day(5)])
        try repaired.pool.close()
        try await store.close()
    }

    /// Two writes find the file renamed away: the first reopens the store (waiting here for the folder's
    /// lock, which the reopening takes), and the second, which met the move meanwhile, is done in the
    /// store reopened, checked against the file it opened.
    @Test func aWriteThatFoundTheFileMovedWhileAnotherReopenedTheStoreIsDoneInTheNewStore() async throws {
        let folder = try await filledFolder()
        defer { folder.remove() }
        // Given a store whose writes rolled back are counted, and its file renamed away
        let rollbacks = StatementsRun(starting: "ROLLBACK")
        var configuration = BoxOfficeStore.configuration
        configuration.prepareDatabase { db in
            db.trace { event in
                if case .statement(let statement) = event { rollbacks.note(statement.sql) }
            }
        }
        let store = try store(in: folder, configuration)
        let (aside, other) = try await renameAwayWritingTheThirdDay(folder)
        // When one write finds the file renamed, and its reopening of the store waits for the folder's lock
        let lock = try await onThread { [url = folder.url] in HeldFolderLock(on: url) }
        let first = Task { try await save(day: 1, in: store) }
        let firstMet = try await onThread { rollbacks.one() && lock.awaited() }
        // and another write finds it moved meanwhile
        let second = Task { try await save(day: 3, in: store) }
        let secondMet = try await onThread { rollbacks.one() }
        lock.release()
        try await first.value
        try await second.value
        #expect(firstMet && secondMet, "both writes met the move before the store was reopened")
        // Then both are in the store at the path, none in the old file
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [day(1), day(2), day(3)])
        #expect(try StoreFolder.dailyChartDays(in: aside) == [day(0)])
        try await other.close()
        try await store.close()
    }
}
