// What a loaded content says to a program, the same at every front: its json document and its sentences.

/// A content every front can hand to a program or a reader without a screen: the `--format json`
/// document (what the protocol server returns as structured content) and the plain sentences.
public protocol ContentDocument {
    /// The json document, every text passed through `clean` first; `nil` while there is none to give.
    func document(cleaning clean: (String) -> String) -> JSONValue?
    var sentences: [String] { get }
    /// What a reader is told beside the content (the days the store lacks, the `sync` that fills
    /// them); none unless the content says.
    var notes: [String] { get }
}

extension ContentDocument {
    public var notes: [String] { [] }

    /// The json text of ``document(cleaning:)``; empty while there is no document.
    public func json(cleaning clean: (String) -> String) -> String {
        document(cleaning: clean)?.text ?? ""
    }
}

extension BoxOfficeListViewData: ContentDocument {
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        DailyBoxOfficeExport.document(self).mappingStrings(clean)
    }
}

extension MonthCalendarViewData: ContentDocument {
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        MonthCalendarExport.document(self).mappingStrings(clean)
    }
}

extension MovieDetailViewData: ContentDocument {
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        document.mappingStrings(clean)
    }
}

extension StatusViewData: ContentDocument {
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        record.mappingStrings(clean).value
    }
}

extension CatalogueViewData: ContentDocument {
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        switch self {
        case .list(let list): list.json(cleaning: clean)
        case .profile(let profile): profile.json(cleaning: clean)
        }
    }

    public var sentences: [String] {
        switch self {
        case .list(let list): list.sentences
        case .profile(let profile): profile.sentences
        }
    }
}

extension TrendViewData: ContentDocument {
    public var sentences: [String] {
        [heading + "."] + summary.map { "\($0.label): \($0.value)." } + days.map(\.sentence)
    }
}

extension TopViewData: ContentDocument {
    public var sentences: [String] {
        ["\(heading), \(storedLine)."] + (films.isEmpty ? [emptyText] : films.map(\.sentence))
    }
}

extension ComparisonViewData: ContentDocument {
    public var sentences: [String] {
        [heading + "."] + legend.map { $0 + "." } + rows.map(\.sentence)
    }
}

extension OpeningsViewData: ContentDocument {
    public var sentences: [String] {
        ["\(heading), \(storedLine)."] + (films.isEmpty ? [emptyText] : films.map(\.sentence))
    }
}

extension MonthsViewData: ContentDocument {
    public var sentences: [String] {
        ["\(heading), \(storedLine). \(topTenNote)."] + months.map(\.sentence)
    }
}

extension SalesSharesViewData: ContentDocument {}
