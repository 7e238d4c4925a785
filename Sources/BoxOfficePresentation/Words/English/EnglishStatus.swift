import BoxOfficeDomain

extension EnglishWords {
    // MARK: - Store

    public func text(for problem: StoreProblem) -> String {
        switch problem {
        case .folderCannotBeCreated(let path): "the cache folder \(path) cannot be created"
        case .folderNotWritable(let path): "the cache folder \(path) is not writable"
        case .rebuilt(let path, let fault, let copy):
            "the store \(path) \(phrase(for: fault)); it was moved aside to \(copy) and a new, empty store made"
        case .movedAside(let path, let copy, let salvage): movedAside(path, copy: copy, salvaged: salvage)
        case .cannotRebuild(let path, let fault): "the store \(path) cannot be rebuilt: \(phrase(for: fault))"
        case .unusable(let path, let fault): "the store \(path) \(phrase(for: fault))"
        case .unreadable(let path): "the store \(path) cannot be read"
        }
    }

    public func storeWarning(_ problem: StoreProblem) -> String {
        switch problem {
        case .rebuilt, .movedAside: return text(for: problem)
        default: break
        }
        return "no local store (\(text(for: problem))); working without it"
    }

    public func noStore(_ problem: StoreProblem) -> String { "no local store: \(text(for: problem))" }

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

    // MARK: - Status

    public var loadingStatus: String { "Checking the status…" }
    public var dataSourceLabel: String { "source" }
    public var storeLabel: String { "store" }
    public var storedLabel: String { "stored" }
    public var storedDaysLabel: String { "days" }
    public var storedDetailsLabel: String { "movie details" }
    public var storedPostersLabel: String { "posters" }
    public var storeSizeLabel: String { "size" }
    public var kobisCallsLabel: String { "KOBIS calls" }

    public func statusSource(_ source: DataSource, store: StoreAvailability) -> String {
        switch (source, store) {
        case (.demo, _) where kobisKeySet:
            "demo (the bundled KOBIS figures, as asked with --demo; KOBIS_API_KEY is not used)"
        case (.demo, _): "demo (the bundled KOBIS figures; set KOBIS_API_KEY for live data)"
        case (_, .available): "kobis (KOBIS Open API), with the local store as cache"
        case (_, .unavailable), (_, .notUsed):
            "kobis (KOBIS Open API), without a local store: every request goes to KOBIS"
        }
    }

    public func storeNone(_ problem: StoreProblem) -> String { "none: \(text(for: problem))" }
    public var storeNotUsed: String { "not used (demo data)" }
    public func dayCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    public func movieCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    public func posterCount(_ count: Int) -> String { NumberFormatting.grouped(count) }

    public func storeSummary(_ summary: StoreSummary) -> String {
        [
            counted(summary.days, "day"), counted(summary.movieDetails, "movie detail"),
            counted(summary.posters, "poster"), size(summary.bytes),
        ].joined(separator: ", ")
    }

    public func size(_ bytes: Int) -> String {
        let exact = counted(bytes, "byte")
        return NumberFormatting.byteSize(bytes).map { "\($0) (\(exact))" } ?? exact
    }

    public func calls(_ calls: Int, on day: BoxOfficeDate) -> String {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return "\(NumberFormatting.grouped(calls)) of \(limit) today (\(day.iso), Asia/Seoul)"
    }

    public var callsNotCounted: String { "not counted (no store, or no KOBIS key)" }

    public func warning(for budget: KOBISCallBudget) -> String? {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return switch budget.level {
        case .fine: nil
        case .nearLimit:
            "\(NumberFormatting.grouped(budget.calls)) of the \(limit) KOBIS calls of today are used: "
                + "\(NumberFormatting.grouped(budget.remaining)) left."
        case .exhausted:
            "The \(limit) KOBIS calls of today are used up: KOBIS will refuse more (320011) until tomorrow in Seoul."
        }
    }
}
