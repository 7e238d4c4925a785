import BoxOfficeDomain

/// What the vertical detail view shows, in order: titles, poster, people and facts, then the
/// movie's figures of the day shown. Every missing value is `-`.
public struct MovieDetailViewData: Hashable, Sendable {
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

    /// The movie's code.
    public let movieCode: MovieCode
    /// The Korean title, for the heading.
    public let title: String
    /// The rows, top to bottom.
    public let rows: [Row]
    /// The poster lookup, so the view can offer to show the image.
    public let poster: PosterLookup
    /// Where the detail came from.
    public let source: DataSource
    /// The detail and poster themselves, for the csv and json formats and the sentences.
    public let result: MovieDetailResult
    /// The movie's row in the list shown, for its figures; `nil` when it is not there.
    public let entry: DailyBoxOfficeEntry?
    /// The day shown, when the figures are of a day.
    public let date: BoxOfficeDate?
    /// The language of the labels.
    public let language: Language

    /// The largest number of actors listed before `외 N명`.
    public static let actorLimit = 10

    /// The view data of a detail.
    /// - Parameters:
    ///   - result: the detail and its poster lookup.
    ///   - entry: the movie's row in the list shown, for its figures; `nil` when it is not there.
    ///   - date: the day shown, for the figures' label; `nil` (no list shown): no figures rows.
    ///   - language: the language of the labels.
    public init(
        result: MovieDetailResult, entry: DailyBoxOfficeEntry?, date: BoxOfficeDate?,
        language: Language = .korean
    ) {
        let labels = MovieDetailLabels(language)
        let detail = result.detail
        movieCode = detail.movieCode
        title = detail.title
        poster = result.poster
        source = detail.source
        self.result = result
        self.entry = entry
        self.date = date
        self.language = language
        var rows = [
            Row(label: labels.title, values: [detail.title]),
            Row(label: labels.titleEnglish, values: Self.optional(detail.titleEnglish)),
            Row(label: labels.titleOriginal, values: Self.optional(detail.titleOriginal)),
            Row(
                label: labels.poster, values: [PosterLine.text(for: result.poster, language: language)],
                isPoster: true),
            Row(
                label: labels.directors,
                values: [detail.directors.map { Self.named($0.name, $0.nameEnglish) }.joined(separator: ", ")]
                    .filter { !$0.isEmpty }),
            Row(label: labels.productionYear, values: Self.optional(detail.productionYear.map(String.init))),
            Row(label: labels.openDate, values: Self.optional(detail.openDate?.iso)),
            Row(
                label: labels.runningTime,
                values: Self.optional(detail.runningTimeMinutes.map(labels.minutes))),
            Row(label: labels.watchGrade, values: Self.optional(detail.watchGrade)),
            Row(label: labels.nations, values: Self.joined(detail.nations)),
            Row(label: labels.genres, values: Self.joined(detail.genres)),
            Row(label: labels.actors, values: Self.cast(detail.actors, labels: labels)),
            Row(
                label: labels.companies,
                values: detail.companies.map { Self.named($0.name, $0.part) }),
        ]
        rows += Self.figures(entry, date: date, labels: labels)
        rows.append(Row(label: labels.source, values: [detail.source.rawValue]))
        self.rows = rows
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

    static func cast(_ actors: [CastMember], labels: MovieDetailLabels) -> [String] {
        var lines = actors.prefix(actorLimit).map { actor in
            actor.role.map { "\(actor.name) (\(labels.role($0)))" } ?? actor.name
        }
        if actors.count > actorLimit { lines.append(labels.more(actors.count - actorLimit)) }
        return lines
    }

    private static func figures(
        _ entry: DailyBoxOfficeEntry?, date: BoxOfficeDate?, labels: MovieDetailLabels
    )
        -> [Row]
    {
        let day = date.map { " (\($0.iso))" } ?? ""
        guard let entry else {
            // With no list at all there is no day to have figures of: no section.
            return date == nil ? [] : [Row(label: labels.figures + day, values: [labels.notInList])]
        }
        return [
            Row(label: labels.rank + day, values: [String(entry.rank)]),
            Row(label: labels.audience, values: [NumberFormatting.grouped(entry.audience)]),
            Row(label: labels.audienceTotal, values: [NumberFormatting.grouped(entry.audienceTotal)]),
            Row(label: labels.salesShare, values: [NumberFormatting.percent(entry.salesShare)]),
            Row(label: labels.screens, values: [NumberFormatting.grouped(entry.screens)]),
            Row(label: labels.shows, values: [NumberFormatting.grouped(entry.shows)]),
        ]
    }
}
