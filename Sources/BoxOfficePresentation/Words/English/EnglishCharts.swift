import BoxOfficeDomain

/// The charts in English: their names, weeks, filters and regions.
extension EnglishWords {
    /// `daily box office`, `weekly box office`, `weekend box office`, `weekday box office`.
    public func chartName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: dailyBoxOffice
        case .weekly: "weekly box office"
        case .weekend: "weekend box office"
        case .weekdays: "weekday box office"
        }
    }

    /// `week 52 of 2011`.
    public func weekName(year: Int, week: Int) -> String { "week \(week) of \(year)" }

    /// `Seoul`.
    public func regionName(_ region: Region) -> String {
        ChartFilterInput.regionNames[region]?.last ?? region.code
    }

    /// `Korean films`, `foreign films`.
    public func nationName(_ nation: ChartFilter.Nation) -> String {
        switch nation {
        case .all: "all films"
        case .korean: "Korean films"
        case .foreign: "foreign films"
        }
    }

    /// `diversity films`, `commercial films`.
    public func filmKindName(_ kind: ChartFilter.FilmKind) -> String {
        switch kind {
        case .all: "all films"
        case .diversity: "diversity films"
        case .commercial: "commercial films"
        }
    }

    /// `Filter: Korean films · Seoul` / `No filter: every film, nationwide.`
    public func filterNow(_ summary: String?) -> String {
        summary.map { "Filter: \($0)" } ?? "No filter: every film, nationwide."
    }

    /// `2022-01-03~2022-01-09 weekly box office, loading…`.
    public func loading(_ request: ChartRequest) -> String {
        request.period.kind == .daily && request.filter.isAll
            ? loading(request.period.first)
            : "Loading the \(chartName(request.period.kind)) of \(request.period)…"
    }

    /// Why a typed filter word cannot be used.
    public func text(for error: FilterInputError) -> String {
        switch error {
        case .unknownChoice(let aspect, let typed, let choices):
            "'\(UserText.excerpt(typed))' is not a \(aspect.rawValue): use one of "
                + choices.joined(separator: ", ") + "."
        case .unknownRegion(let typed, let nearest):
            "'\(UserText.excerpt(typed))' is not a region."
                + (nearest.map {
                    " Did you mean \(regionName($0)) (\(ChartFilterInput.regionNames[$0]?.first ?? ""))?"
                }
                    ?? "") + " Tab lists the regions."
        }
    }
}
