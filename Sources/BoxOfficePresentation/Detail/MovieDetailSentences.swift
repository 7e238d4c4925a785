import BoxOfficeDomain

/// The screen reader's layout of a movie's detail: sentences with no table, symbols or colour,
/// in the language of the view data — `경관의 피, 영화 코드 20199882.`, `감독: 이규만.`,
/// `2021년 제작, 2022-01-05 개봉, 상영시간 119분, 15세이상관람가.` Missing facts are left out.
public enum MovieDetailSentences {
    /// The sentences, top to bottom (texts as KOBIS gave them: the terminal front sanitises
    /// the lines).
    public static func lines(_ view: MovieDetailViewData) -> [String] {
        let detail = view.result.detail
        let labels = MovieDetailLabels(view.language)
        let korean = view.language == .korean
        var lines = [
            "\(detail.title), \(korean ? "영화 코드" : "movie code") \(detail.movieCode.rawValue)."
        ]
        lines += [
            labelled(labels.titleEnglish, detail.titleEnglish.map { [$0] } ?? []),
            labelled(labels.titleOriginal, detail.titleOriginal.map { [$0] } ?? []),
            labelled(
                labels.directors,
                detail.directors.map { MovieDetailViewData.named($0.name, $0.nameEnglish) }),
            facts(detail, korean: korean),
            labelled(labels.nations, detail.nations),
            labelled(labels.genres, detail.genres),
            labelled(
                labels.actors,
                MovieDetailViewData.cast(detail.actors, labels: labels)),
            labelled(
                labels.companies,
                detail.companies.map { MovieDetailViewData.named($0.name, $0.part) }),
            poster(view.result.poster, labels: labels, language: view.language),
            view.entry.map { figures($0, date: view.date, korean: korean) },
            labelled(labels.source, [detail.source.rawValue]),
        ].compactMap { $0 }
        return lines
    }

    /// `감독: 이규만, 홍길동.`, or `nil` when there are no values.
    private static func labelled(_ label: String, _ values: [String]) -> String? {
        values.isEmpty ? nil : "\(label): \(values.joined(separator: ", "))."
    }

    /// `2021년 제작, 2022-01-05 개봉, 상영시간 119분, 15세이상관람가.` /
    /// `Made in 2021, released 2022-01-05, runs 119 min, rated 15세이상관람가.`
    private static func facts(_ detail: MovieDetail, korean: Bool) -> String? {
        let parts = [
            detail.productionYear.map { korean ? "\($0)년 제작" : "made in \($0)" },
            detail.openDate.map { korean ? "\($0.iso) 개봉" : "released \($0.iso)" },
            detail.runningTimeMinutes.map { korean ? "상영시간 \($0)분" : "runs \($0) min" },
            detail.watchGrade.map { korean ? $0 : "rated \($0)" },
        ].compactMap { $0 }
        guard let first = parts.first else { return nil }
        let sentence = ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst())
        return sentence.joined(separator: ", ") + "."
    }

    /// `포스터: https://… (510×727).`, or `포스터: 없음 (…).` saying why.
    private static func poster(_ lookup: PosterLookup, labels: MovieDetailLabels, language: Language)
        -> String
    {
        guard let reason = PosterLine.missingReason(lookup, language: language) else {
            return "\(labels.poster): \(PosterLine.text(for: lookup, language: language))."
        }
        return "\(labels.poster): \(language == .korean ? "없음" : "none") (\(reason))."
    }

    /// `2022-01-05 3위, 관객 64,050명, 누적 69,228명, 매출 점유율 34.2%, 스크린 1,171개, 상영 4,416회.`
    private static func figures(_ entry: DailyBoxOfficeEntry, date: BoxOfficeDate?, korean: Bool) -> String {
        let audience = NumberFormatting.grouped(entry.audience)
        let total = NumberFormatting.grouped(entry.audienceTotal)
        let share = NumberFormatting.percent(entry.salesShare)
        let screens = NumberFormatting.grouped(entry.screens)
        let shows = NumberFormatting.grouped(entry.shows)
        if korean {
            let day = date.map { "\($0.iso) " } ?? ""
            return "\(day)\(entry.rank)위, 관객 \(audience)명, 누적 \(total)명, 매출 점유율 \(share), "
                + "스크린 \(screens)개, 상영 \(shows)회."
        }
        let day = date.map { " on \($0.iso)" } ?? ""
        return "Rank \(entry.rank)\(day): \(audience) today, \(total) in total, \(share) of sales, "
            + "\(screens) screens, \(shows) showings."
    }
}
