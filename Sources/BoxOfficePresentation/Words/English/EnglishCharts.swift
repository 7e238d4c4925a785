import BoxOfficeDomain

extension EnglishWords {
    public func chartName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: dailyBoxOffice
        case .weekly: "weekly box office"
        case .weekend: "weekend box office"
        case .weekdays: "weekday box office"
        }
    }

    public func weekName(year: Int, week: Int) -> String { "week \(week) of \(year)" }

    public func regionName(_ region: Region) -> String {
        ChartFilterInput.regionNames[region]?.last ?? region.code
    }

    public func nationName(_ nation: ChartFilter.Nation) -> String {
        switch nation {
        case .all: "all films"
        case .korean: "Korean films"
        case .foreign: "foreign films"
        }
    }

    public func filmKindName(_ kind: ChartFilter.FilmKind) -> String {
        switch kind {
        case .all: "all films"
        case .diversity: "diversity films"
        case .commercial: "commercial films"
        }
    }

    public func filterNow(_ summary: String?) -> String {
        summary.map { "Filter: \($0)" } ?? "No filter: every film, nationwide."
    }

    public func loading(_ request: ChartRequest) -> String {
        request.period.kind == .daily && request.filter.isAll
            ? loading(request.period.first)
            : "Loading the \(chartName(request.period.kind)) of \(request.period)…"
    }

    public func periodFigure(_ text: String, kind: ChartKind) -> String {
        kind == .daily ? todayFigure(text) : "\(periodWord(kind)) \(text)"
    }

    public func periodWord(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: "today"
        case .weekly: "week"
        case .weekend: "weekend"
        case .weekdays: "weekdays"
        }
    }

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
                    ?? "") + " Regions: " + Region.allCases.map(regionName).joined(separator: ", ") + "."
        }
    }
}
