// What a loaded content says to a program, the same at every front: its json document and its sentences.

/// A content every front can hand to a program or a reader without a screen: the `--format json`
/// document (what the protocol server returns as structured content) and the plain sentences.
public protocol ContentDocument {
    /// The json text, every text passed through `clean` first.
    func json(cleaning clean: (String) -> String) -> String
    var sentences: [String] { get }
}

extension BoxOfficeListViewData: ContentDocument {
    public func json(cleaning clean: (String) -> String) -> String {
        DailyBoxOfficeExport.document(self).mappingStrings(clean).text
    }
}

extension MonthCalendarViewData: ContentDocument {
    public func json(cleaning clean: (String) -> String) -> String {
        MonthCalendarExport.document(self).mappingStrings(clean).text
    }
}

extension MovieDetailViewData: ContentDocument {
    public func json(cleaning clean: (String) -> String) -> String {
        document.mappingStrings(clean).text
    }
}

extension StatusViewData: ContentDocument {
    public func json(cleaning clean: (String) -> String) -> String {
        record.mappingStrings(clean).json
    }
}

extension CatalogueViewData: ContentDocument {
    public func json(cleaning clean: (String) -> String) -> String {
        switch self {
        case .list(let list): list.json(cleaning: clean).text
        case .profile(let profile): profile.json(cleaning: clean).text
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

extension FilmHistoryViewData: ContentDocument {
    private var shown: any ContentDocument {
        switch self {
        case .trend(let view): view
        case .top(let view): view
        case .comparison(let view): view
        }
    }

    public func json(cleaning clean: (String) -> String) -> String { shown.json(cleaning: clean) }
    public var sentences: [String] { shown.sentences }
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
