// What the charts say in one language: their names, weeks, filters, regions and the filter's errors.

import BoxOfficeDomain

public protocol ChartWords: Sendable {
    func chartName(_ kind: ChartKind) -> String
    /// KOBIS's week `201152` as a reader says it: `2011년 52주` / `week 52 of 2011`.
    func weekName(year: Int, week: Int) -> String
    func regionName(_ region: Region) -> String
    /// `한국 영화`, `외국 영화` / `Korean films`, `foreign films` (never asked for `.all`).
    func nationName(_ nation: ChartFilter.Nation) -> String
    /// `다양성 영화`, `상업 영화` / `diversity films`, `commercial films` (never asked for `.all`).
    func filmKindName(_ kind: ChartFilter.FilmKind) -> String
    /// What `filter` says after a change, or alone: the filter now in force.
    func filterNow(_ summary: String?) -> String
    func loading(_ request: ChartRequest) -> String
    func text(for error: FilterInputError) -> String
    /// A chart's own audience figure: `오늘 64,050` for a day, `주간 458,626` for a week.
    func periodFigure(_ text: String, kind: ChartKind) -> String
    /// The noun of a chart's period in sentences: `오늘` / `today`, `이번 주` / `that week`.
    func periodWord(_ kind: ChartKind) -> String
}

extension ChartWords {
    /// The filter's parts joined for a heading: `한국 영화 · 서울시`; `nil` for every film everywhere.
    public func filterSummary(_ filter: ChartFilter) -> String? {
        var parts: [String] = []
        if filter.nation != .all { parts.append(nationName(filter.nation)) }
        if filter.kind != .all { parts.append(filmKindName(filter.kind)) }
        if let region = filter.region { parts.append(regionName(region)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// ` · 한국 영화` after a heading of what was read under a filter; empty for every film everywhere.
    public func filterSuffix(_ filter: ChartFilter) -> String {
        filterSummary(filter).map { " · " + $0 } ?? ""
    }

    /// KOBIS's `yearWeekTime` (`YYYYIW`) as a reader says it, or `nil` when it is not that shape.
    public func weekName(_ yearWeek: String) -> String? {
        guard yearWeek.count == 6, let year = Int(yearWeek.prefix(4)), let week = Int(yearWeek.suffix(2)),
            (1...53).contains(week)
        else { return nil }
        return weekName(year: year, week: week)
    }
}
