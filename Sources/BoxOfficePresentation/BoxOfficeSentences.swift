import BoxOfficeDomain

/// The screen reader's layout: the day and each movie as a sentence, with no table, symbols or
/// colour — "1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명".
public enum BoxOfficeSentences {
    /// A heading sentence, then one sentence a movie (titles as KOBIS gave them: the terminal
    /// front sanitises the lines).
    public static func lines(_ content: BoxOfficeListContent) -> [String] {
        let labels = content.labels
        var lines = [heading(content)]
        if content.rows.isEmpty { lines.append(labels.noFigures) }
        for row in content.rows {
            lines.append(sentence(row, labels: labels))
        }
        return lines
    }

    /// `2022-01-05 (수) 일별 박스오피스, demo 자료.`
    static func heading(_ content: BoxOfficeListContent) -> String {
        switch content.labels.language {
        case .korean: "\(content.heading) 일별 박스오피스, \(content.source.rawValue) 자료."
        case .english: "Daily box office of \(content.heading), \(content.source.rawValue) data."
        }
    }

    /// `1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명`.
    public static func sentence(_ row: BoxOfficeRowViewData, labels: Labels) -> String {
        switch labels.language {
        case .korean:
            "\(row.rank)위, \(change(row.marker, labels)), \(row.title), 오늘 \(row.audience)명, 누적 \(row.audienceTotal)명"
        case .english:
            "Rank \(row.rank), \(change(row.marker, labels)), \(row.title), \(row.audience) today, "
                + "\(row.audienceTotal) in total"
        }
    }

    private static func change(_ marker: RankMarker, _ labels: Labels) -> String {
        let korean = labels.language == .korean
        switch marker.kind {
        case .new: return korean ? "신작" : "new"
        case .steady: return korean ? "변동 없음" : "no change"
        case .up: return korean ? "\(marker.places)계단 상승" : "up \(marker.places)"
        case .down: return korean ? "\(marker.places)계단 하락" : "down \(marker.places)"
        }
    }
}
