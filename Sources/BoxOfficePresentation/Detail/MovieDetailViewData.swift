import BoxOfficeDomain

/// What the vertical detail view shows, in order: titles, poster, people and facts, then the
/// movie's figures of the day shown. Every missing value is `-`. Only values: the detail
/// itself stays in the ViewModel.
public struct MovieDetailViewData: Equatable, Sendable {
    /// One labelled line; a value with several parts (the cast) takes several lines.
    public struct Row: Hashable, Sendable {
        /// The label, e.g. `감독`.
        public let label: String
        /// The value's lines; never empty, `["-"]` when missing.
        public let values: [String]
        /// Whether this is the poster line (after which a view may offer to show the image).
        public let isPoster: Bool

        /// Makes a row; empty values become `["-"]`.
        public init(label: String, values: [String], isPoster: Bool = false) {
            self.label = label
            self.values = values.isEmpty ? ["-"] : values
            self.isPoster = isPoster
        }
    }

    /// The movie's code: `20199882`.
    public let movieCode: String
    /// The Korean title, for the heading.
    public let title: String
    /// The rows, top to bottom.
    public let rows: [Row]
    /// Whether a poster was found, so the view can offer to show the image.
    public let hasPoster: Bool
    /// Where the detail came from.
    public let source: DataSource
    /// Why the detail shown could not be kept in the store, in the user's words: a failure to say.
    public let warning: String?
    /// The detail for programs: the csv record (``MovieDetailExport/record(_:)``).
    public let record: ExportRecord
    /// The json document (``MovieDetailExport/document(_:)``).
    public let document: JSONValue
    /// The screen reader's layout: sentences with no table, symbols or colour — `경관의 피, 영화
    /// 코드 20199882.`, `감독: 이규만.` — missing facts left out (texts as KOBIS gave them: the
    /// terminal front sanitises the lines).
    public let sentences: [String]

    /// The largest number of actors listed before `외 N명`.
    public static let actorLimit = 10

    /// The view data of a detail.
    /// - Parameters:
    ///   - result: the detail and its poster lookup.
    ///   - entry: the movie's row in the list shown, for its figures; `nil` when it is not there.
    ///   - date: the day shown, for the figures' label; `nil` (no list shown): no figures rows.
    ///   - words: the language of the labels.
    public init(
        result: MovieDetailResult, entry: BoxOfficeEntry?, date: BoxOfficeDate?, words: any Words
    ) {
        let detail = result.detail
        movieCode = detail.movieCode.rawValue
        title = detail.title
        hasPoster = result.poster.poster != nil
        source = detail.source
        warning = result.notKept.map { words.text(for: .detailNotKept(detail, $0)) }
        record = MovieDetailExport.record(result)
        document = MovieDetailExport.document(result)
        let poster = Self.posterLine(result.poster, words: words)
        var rows = [
            Row(label: words.titleLabel, values: [detail.title]),
            Row(label: words.englishTitleLabel, values: Self.optional(detail.titleEnglish)),
            Row(label: words.originalTitleLabel, values: Self.optional(detail.titleOriginal)),
            Row(label: words.posterLabel, values: [poster], isPoster: true),
            Row(
                label: words.directorsLabel,
                values: [detail.directors.map { Self.named($0.name, $0.nameEnglish) }.joined(separator: ", ")]
                    .filter { !$0.isEmpty }),
            Row(
                label: words.productionYearLabel,
                values: Self.optional(detail.productionYear.map(String.init))),
            Row(label: words.openDateLabel, values: Self.optional(detail.openDate?.iso)),
            Row(
                label: words.runningTimeLabel,
                values: Self.optional(detail.runningTimeMinutes.map(words.minutes))),
            Row(label: words.watchGradeLabel, values: Self.optional(detail.watchGrade)),
            Row(label: words.nationsLabel, values: Self.joined(detail.nations)),
            Row(label: words.genresLabel, values: Self.joined(detail.genres)),
            Row(label: words.castLabel, values: Self.cast(detail.actors, words: words)),
            Row(
                label: words.companiesLabel,
                values: detail.companies.map { Self.named($0.name, $0.part) }),
        ]
        rows += Self.figures(entry, date: date, words: words)
        rows.append(Row(label: words.detailSourceLabel, values: [detail.source.rawValue]))
        self.rows = rows
        sentences = Self.sentences(result, entry: entry, date: date, words: words)
    }

    /// The poster's line: `https://… (510×727)`, or `- (…)` saying why there is no image.
    public static func posterLine(_ lookup: PosterLookup, words: any Words) -> String {
        if case .found(let poster) = lookup { return "\(poster.imageURL) (\(words.size(of: poster)))" }
        return "- (\(words.posterMissingReason(lookup) ?? ""))"
    }

    /// The screen reader's sentences, top to bottom.
    private static func sentences(
        _ result: MovieDetailResult, entry: BoxOfficeEntry?, date: BoxOfficeDate?, words: any Words
    ) -> [String] {
        let detail = result.detail
        let poster = words.posterMissingReason(result.poster).map { words.noPosterSentence(reason: $0) }
        return [
            words.movieSentence(title: detail.title, code: detail.movieCode),
            labelled(words.englishTitleLabel, detail.titleEnglish.map { [$0] } ?? []),
            labelled(words.originalTitleLabel, detail.titleOriginal.map { [$0] } ?? []),
            labelled(words.directorsLabel, detail.directors.map { named($0.name, $0.nameEnglish) }),
            facts(detail, words: words),
            labelled(words.nationsLabel, detail.nations),
            labelled(words.genresLabel, detail.genres),
            labelled(words.castLabel, cast(detail.actors, words: words)),
            labelled(words.companiesLabel, detail.companies.map { named($0.name, $0.part) }),
            poster ?? "\(words.posterLabel): \(posterLine(result.poster, words: words)).",
            entry.map { words.figuresSentence($0, on: date) },
            labelled(words.detailSourceLabel, [detail.source.rawValue]),
        ].compactMap { $0 }
    }

    /// `감독: 이규만, 홍길동.`, or `nil` when there are no values.
    private static func labelled(_ label: String, _ values: [String]) -> String? {
        values.isEmpty ? nil : "\(label): \(values.joined(separator: ", "))."
    }

    /// `2021년 제작, 2022-01-05 개봉, 상영시간 119분, 15세이상관람가.` /
    /// `Made in 2021, released 2022-01-05, runs 119 min, rated 15세이상관람가.`
    private static func facts(_ detail: MovieDetail, words: any Words) -> String? {
        let parts = [
            detail.productionYear.map(words.madeIn), detail.openDate.map(words.released),
            detail.runningTimeMinutes.map { words.runs(minutes: $0) }, detail.watchGrade.map(words.rated),
        ].compactMap { $0 }
        guard let first = parts.first else { return nil }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst()).joined(
            separator: ", ") + "."
    }

    private static func optional(_ value: String?) -> [String] {
        value.map { [$0] } ?? []
    }

    private static func joined(_ values: [String]) -> [String] {
        values.isEmpty ? [] : [values.joined(separator: ", ")]
    }

    /// `name (note)`, or `name` alone when there is no note.
    static func named(_ name: String, _ note: String?) -> String {
        note.map { "\(name) (\($0))" } ?? name
    }

    static func cast(_ actors: [CastMember], words: any Words) -> [String] {
        var lines = actors.prefix(actorLimit).map { actor in
            actor.role.map { "\(actor.name) (\(words.role($0)))" } ?? actor.name
        }
        if actors.count > actorLimit { lines.append(words.moreActors(actors.count - actorLimit)) }
        return lines
    }

    private static func figures(
        _ entry: BoxOfficeEntry?, date: BoxOfficeDate?, words: any Words
    ) -> [Row] {
        let day = date.map { " (\($0.iso))" } ?? ""
        guard let entry else {
            // With no list at all there is no day to have figures of: no section.
            return date == nil ? [] : [Row(label: words.thatDayLabel + day, values: [words.notInList])]
        }
        return [
            Row(label: words.rankLabel + day, values: [String(entry.rank)]),
            Row(label: words.audienceLabel, values: [NumberFormatting.grouped(entry.audience)]),
            Row(label: words.audienceTotalLabel, values: [NumberFormatting.grouped(entry.audienceTotal)]),
            Row(label: words.salesShareLabel, values: [NumberFormatting.percent(entry.salesShare)]),
            Row(label: words.screensLabel, values: [NumberFormatting.grouped(entry.screens)]),
            Row(label: words.showsLabel, values: [NumberFormatting.grouped(entry.shows)]),
        ]
    }
}
