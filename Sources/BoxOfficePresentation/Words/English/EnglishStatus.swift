import BoxOfficeDomain

/// The local store and `status` in English: what is wrong with the store, `cache clear`, the
/// labels and values of `status` and `cache info`, and the warning about the KOBIS calls.
extension EnglishWords {
    // MARK: - Store

    /// `the store /c/boxoffice.sqlite is damaged; it was rebuilt empty`, … (the system's own
    /// words kept).
    public func text(for problem: StoreProblem) -> String {
        switch problem {
        case .folderCannotBeCreated(let path): "the cache folder \(path) cannot be created"
        case .folderNotWritable(let path): "the cache folder \(path) is not writable"
        case .rebuilt(let path, let fault): "the store \(path) \(phrase(for: fault)); it was rebuilt empty"
        case .movedAside(let path, let copy, let counts): movedAside(path, copy: copy, callCounts: counts)
        case .cannotRebuild(let path, let fault): "the store \(path) cannot be rebuilt: \(phrase(for: fault))"
        case .unusable(let path, let fault): "the store \(path) \(phrase(for: fault))"
        case .unreadable(let path): "the store \(path) cannot be read"
        }
    }

    /// The file rebuilt, or `no local store (…); working without it`.
    public func storeWarning(_ problem: StoreProblem) -> String {
        switch problem {
        case .rebuilt, .movedAside: return text(for: problem)
        default: break
        }
        return "no local store (\(text(for: problem))); working without it"
    }

    /// `no local store: …`
    public func noStore(_ problem: StoreProblem) -> String { "no local store: \(text(for: problem))" }

    /// `the store cannot be cleared`.
    public var storeCannotBeCleared: String { "the store cannot be cleared" }

    /// `Cleared the local store /c/boxoffice.sqlite (KOBIS call counts kept).`
    public func storeCleared(path: String) -> String {
        "Cleared the local store \(path) (KOBIS call counts kept)."
    }

    /// What follows a store file's path: `is damaged`, `cannot be opened: …`.
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
        }
    }

    // MARK: - Status

    /// `Checking the status…`.
    public var loadingStatus: String { "Checking the status…" }
    /// `source`.
    public var dataSourceLabel: String { "source" }
    /// `store`.
    public var storeLabel: String { "store" }
    /// `stored`.
    public var storedLabel: String { "stored" }
    /// `days`.
    public var storedDaysLabel: String { "days" }
    /// `movie details`.
    public var storedDetailsLabel: String { "movie details" }
    /// `posters`.
    public var storedPostersLabel: String { "posters" }
    /// `size`.
    public var storeSizeLabel: String { "size" }
    /// `KOBIS calls`.
    public var kobisCallsLabel: String { "KOBIS calls" }

    /// `kobis (KOBIS Open API), with the local store as cache`, …
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

    /// `none: …`.
    public func storeNone(_ problem: StoreProblem) -> String { "none: \(text(for: problem))" }
    /// `not used (demo data)`.
    public var storeNotUsed: String { "not used (demo data)" }
    /// `3`.
    public func dayCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    /// `2`.
    public func movieCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    /// `1`.
    public func posterCount(_ count: Int) -> String { NumberFormatting.grouped(count) }

    /// `3 days, 2 movie details, 1 poster, 80.5 KB (82,408 bytes)`.
    public func storeSummary(_ summary: StoreSummary) -> String {
        [
            counted(summary.days, "day"), counted(summary.movieDetails, "movie detail"),
            counted(summary.posters, "poster"), size(summary.bytes),
        ].joined(separator: ", ")
    }

    /// `80.5 KB (82,408 bytes)`; the bytes alone under 1 KB.
    public func size(_ bytes: Int) -> String {
        let exact = counted(bytes, "byte")
        return NumberFormatting.byteSize(bytes).map { "\($0) (\(exact))" } ?? exact
    }

    /// `37 of 3,000 today (2022-01-08, Asia/Seoul)`.
    public func calls(_ calls: Int, on day: BoxOfficeDate) -> String {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return "\(NumberFormatting.grouped(calls)) of \(limit) today (\(day.iso), Asia/Seoul)"
    }

    /// `not counted (no store)`.
    public var callsNotCounted: String { "not counted (no store, or no KOBIS key)" }

    /// `2,750 of the 3,000 KOBIS calls of today are used: 250 left.`, or `nil` well below the limit.
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
