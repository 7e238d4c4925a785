// What the local store says: why there is none, what healing did, and `backup`, in Korean then
// English.

import BoxOfficeDomain

/// The store's words, part of ``Words``: a language that lacks one does not build.
public protocol StoreWords: Sendable {
    func text(for problem: StoreProblem) -> String
    func storeWarning(_ problem: StoreProblem) -> String
    func noStore(_ problem: StoreProblem) -> String
    var storeCannotBeCleared: String { get }
    func storeCleared(path: String) -> String

    /// What healing did while a command ran, in one line: the file salvaged and rebuilt in place (what
    /// went, and where a copy of the damaged file was kept, or that none could be).
    func text(for healed: StoreHealed) -> String
    /// The log of the store at `path` could not be folded into it at exit: copy both together.
    func storeNotFolded(path: String) -> String
    var backingUp: String { get }
    func backedUp(_ copy: StoreSummary) -> String
    func text(for failure: StoreBackupFailure) -> String
    /// An address (`boxoffice://chart/daily/2022-01-05`) that names no chart the store holds.
    func notStored(resource: String) -> String

    /// The store was damaged, salvaged and rebuilt in place; what was kept, and where its copy is.
    func salvaged(_ path: String, copy: String?, salvaged: StoreSalvage) -> String
}

/// No particle follows a path.
extension KoreanWords {
    public func text(for problem: StoreProblem) -> String {
        switch problem {
        case .folderCannotBeCreated(let path): "캐시 폴더를 만들 수 없습니다: \(path)"
        case .folderNotWritable(let path): "캐시 폴더 \(path)에 쓸 수 없습니다"
        case .rebuilt(let path, .notADatabase, let copy):
            "저장소 \(path): \(phrase(for: .notADatabase))이므로 옮겨 두고 빈 저장소를 새로 만들었습니다(옮긴 파일: \(copy))"
        case .rebuilt(let path, let fault, let copy):
            "저장소 \(path): \(phrase(for: fault))이므로 사본을 남기고 그 자리에 빈 저장소를 새로 만들었습니다(사본: \(copy))"
        case .salvaged(let path, let copy, let salvage): salvaged(path, copy: copy, salvaged: salvage)
        case .cannotRebuild(let path, let fault): "저장소를 다시 만들 수 없습니다: \(path): \(phrase(for: fault))"
        case .unusable(let path, let fault): "저장소를 쓸 수 없습니다: \(path): \(phrase(for: fault))"
        case .unreadable(let path): "저장소를 읽을 수 없습니다: \(path)"
        }
    }

    public func storeWarning(_ problem: StoreProblem) -> String {
        switch problem {
        case .rebuilt, .salvaged: return text(for: problem) + "."
        default: break
        }
        return problem.isNoStoreAtAll
            ? "로컬 저장소 없이 실행합니다(\(text(for: problem)))."
            : "로컬 저장소를 쓸 수 없어 저장소 없이 실행합니다(\(text(for: problem)))."
    }

    public func noStore(_ problem: StoreProblem) -> String {
        problem.isNoStoreAtAll
            ? "로컬 저장소가 없습니다: \(text(for: problem))" : "로컬 저장소를 쓸 수 없습니다: \(text(for: problem))"
    }

    public var storeCannotBeCleared: String { "로컬 저장소를 비우지 못했습니다." }

    public func storeCleared(path: String) -> String { "로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): \(path)" }

    private func phrase(for fault: StoreProblem.Fault) -> String {
        switch fault {
        case .newerSchema: "더 새 버전의 boxoffice가 만든 파일"
        case .unmigratableSchema: "옮길 수 없는 예전 스키마"
        case .foreignTables: "다른 스키마의 테이블이 있는 파일"
        case .damaged: "손상된 파일"
        case .notADatabase: "데이터베이스가 아닌 파일"
        case .cannotOpen(let reason): "열 수 없는 파일(\(reason))"
        case .cannotRead(let reason): "읽을 수 없는 파일(\(reason))"
        case .cannotWrite(let reason): "쓸 수 없는 파일(\(reason))"
        case .notAFile: "일반 파일이 아닌 경로(장치, FIFO, 소켓)이므로 그대로 둠"
        }
    }

    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .salvaged(let path, let copy, let salvage):
            "저장소가 사용 중에 손상되어 그 파일을 비우고 읽히는 자료로 새 저장소를 만들었습니다: \(path) (\(text(for: salvage))). "
                + damagedCopy(copy) + "."
        }
    }

    public func storeNotFolded(path: String) -> String {
        "저장소를 닫지 못했습니다: \(path) (복사할 때는 \(path)-wal도 함께 복사하세요)"
    }

    public var backingUp: String { "저장소 백업 중…" }

    public func backedUp(_ copy: StoreSummary) -> String {
        "저장소를 백업했습니다: \(copy.location) (\(storeSummary(copy)))"
    }

    public func text(for failure: StoreBackupFailure) -> String {
        switch failure {
        case .demo where kobisKeySet: "백업할 저장소가 없습니다: --demo의 내장 자료는 저장소에 저장하지 않습니다"
        case .demo:
            "백업할 저장소가 없습니다: 데모 자료는 저장소에 저장하지 않습니다(KOBIS_API_KEY를 설정하면 받은 자료가 저장소에 남습니다)"
        case .noStore(let problem) where problem.isNoStoreAtAll: "백업할 저장소가 없습니다: \(text(for: problem))"
        case .noStore(let problem): "저장소를 백업할 수 없습니다: \(text(for: problem))"
        case .exists(let path): "이미 있는 파일이라 덮어쓰지 않았습니다: \(path) (바꾸려면 --force)"
        case .isTheStore(let path): "저장소 파일 자체에는 백업할 수 없습니다: \(path) (다른 파일 이름을 주세요)"
        case .notAFile(let path): "일반 파일이 아니라(장치, FIFO, 소켓) 그대로 두었습니다: \(path)"
        case .cannotWrite(let path, let reason): "백업을 쓸 수 없습니다: \(path) (\(text(for: reason)))"
        case .storeUnreadable(let path): "복사하려고 저장소를 읽지 못했습니다: \(path)"
        }
    }

    public func notStored(resource: String) -> String {
        "로컬 저장소에 이 차트가 없습니다: \(resource) (먼저 그날을 sync하세요. resources/list가 저장된 차트를 줍니다)"
    }

    public func salvaged(_ path: String, copy: String?, salvaged: StoreSalvage) -> String {
        "저장소 \(path): 손상된 파일이므로 그 파일을 비우고 읽히는 자료로 새 저장소를 만들었습니다(\(text(for: salvaged))). "
            + damagedCopy(copy)
    }

    private func damagedCopy(_ copy: String?) -> String {
        copy.map { "손상된 파일의 사본을 남겨 두었습니다: \($0)" } ?? "SQLite가 손상된 파일을 읽을 수 없어 사본을 남기지 못했습니다"
    }

    public func text(for salvage: StoreSalvage) -> String {
        let skipped =
            salvage.unreadableParts == 0
            ? "" : ", 읽을 수 없는 부분 \(NumberFormatting.grouped(salvage.unreadableParts))곳의 자료도 유실"
        let again = salvage.lostAny ? "; 같은 sync를 다시 실행하면 유실된 차트를 다시 받습니다" : ""
        return "차트 \(NumberFormatting.grouped(salvage.chartsKept))개 보존, "
            + "\(NumberFormatting.grouped(salvage.chartsLost))개 유실" + skipped + again
    }
}

extension EnglishWords {
    public func text(for problem: StoreProblem) -> String {
        switch problem {
        case .folderCannotBeCreated(let path): "the cache folder \(path) cannot be created"
        case .folderNotWritable(let path): "the cache folder \(path) is not writable"
        case .rebuilt(let path, .notADatabase, let copy):
            "the store \(path) \(phrase(for: .notADatabase)); it was moved aside to \(copy) and a new, empty store made"
        case .rebuilt(let path, let fault, let copy):
            "the store \(path) \(phrase(for: fault)); it was copied to \(copy) and a new, empty store made in its place"
        case .salvaged(let path, let copy, let salvage): salvaged(path, copy: copy, salvaged: salvage)
        case .cannotRebuild(let path, let fault): "the store \(path) cannot be rebuilt: \(phrase(for: fault))"
        case .unusable(let path, let fault): "the store \(path) \(phrase(for: fault))"
        case .unreadable(let path): "the store \(path) cannot be read"
        }
    }

    public func storeWarning(_ problem: StoreProblem) -> String {
        switch problem {
        case .rebuilt, .salvaged: return text(for: problem)
        default: break
        }
        return problem.isNoStoreAtAll
            ? "no local store (\(text(for: problem))); working without it"
            : "the local store cannot be used (\(text(for: problem))); working without it"
    }

    public func noStore(_ problem: StoreProblem) -> String {
        problem.isNoStoreAtAll
            ? "no local store: \(text(for: problem))"
            : "the local store cannot be used: \(text(for: problem))"
    }

    public var storeCannotBeCleared: String { "the store cannot be cleared" }

    public func storeCleared(path: String) -> String {
        "Cleared the local store \(path) (KOBIS call counts kept)."
    }

    private func phrase(for fault: StoreProblem.Fault) -> String {
        switch fault {
        case .newerSchema: "was written by a newer boxoffice"
        case .unmigratableSchema: "has an older schema that cannot be migrated"
        case .foreignTables: "has tables of another schema"
        case .damaged: "is damaged"
        case .notADatabase: "is not a database"
        case .cannotOpen(let reason): "cannot be opened: \(reason)"
        case .cannotRead(let reason): "cannot be read: \(reason)"
        case .cannotWrite(let reason): "cannot be written: \(reason)"
        case .notAFile: "is not a regular file (a device, a FIFO or a socket); it was left as it is"
        }
    }

    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .salvaged(let path, let copy, let salvage):
            "the store \(path) was found damaged while in use and salvaged: \(text(for: salvage)); the file was "
                + "rebuilt in place and holds what still read, and " + damagedCopy(copy)
        }
    }

    public func storeNotFolded(path: String) -> String {
        "the store \(path) could not be closed: copy \(path)-wal along with it"
    }

    public var backingUp: String { "Backing up the store…" }

    public func backedUp(_ copy: StoreSummary) -> String {
        "Backed up the store to \(copy.location) (\(storeSummary(copy)))."
    }

    public func text(for failure: StoreBackupFailure) -> String {
        switch failure {
        case .demo where kobisKeySet:
            "there is no store to back up: --demo uses the bundled figures, which are not stored"
        case .demo:
            "there is no store to back up: the demo data is not stored (with KOBIS_API_KEY set, what is "
                + "fetched is kept in the store)"
        case .noStore(let problem) where problem.isNoStoreAtAll:
            "there is no store to back up: \(text(for: problem))"
        case .noStore(let problem): "the store cannot be backed up: \(text(for: problem))"
        case .exists(let path): "\(path) already exists; it was not overwritten (add --force to replace it)"
        case .isTheStore(let path): "\(path) is the store itself; back it up to another file"
        case .notAFile(let path):
            "\(path) is not a regular file (a device, a FIFO or a socket); it was left as it is"
        case .cannotWrite(let path, let reason):
            "the backup cannot be written to \(path): \(text(for: reason))"
        case .storeUnreadable(let path): "the store \(path) could not be read to copy it"
        }
    }

    public func notStored(resource: String) -> String {
        "the local store holds no chart at \(resource) (sync the day first; resources/list gives those it holds)"
    }

    public func salvaged(_ path: String, copy: String?, salvaged: StoreSalvage) -> String {
        "the store \(path) was damaged and salvaged: \(text(for: salvaged)); the file was rebuilt in place and "
            + "holds what still read, and " + damagedCopy(copy)
    }

    private func damagedCopy(_ copy: String?) -> String {
        copy.map { "a copy of the damaged file was kept at \($0)" }
            ?? "no copy of the damaged file could be kept (SQLite could not read it)"
    }

    public func text(for salvage: StoreSalvage) -> String {
        let skipped =
            salvage.unreadableParts == 0
            ? "" : ", and whatever \(counted(salvage.unreadableParts, "unreadable part")) held"
        let again = salvage.lostAny ? " (the same sync run again fetches the charts lost)" : ""
        return
            "\(counted(salvage.chartsKept, "chart")) kept, \(NumberFormatting.grouped(salvage.chartsLost)) lost"
            + skipped + again
    }
}

extension StoreProblem {
    /// Whether there is no store at all (its folder cannot be made): every other problem is a store, or a
    /// folder holding one, that cannot be written or opened, which the words say rather than "none".
    var isNoStoreAtAll: Bool {
        if case .folderCannotBeCreated = self { true } else { false }
    }
}
