import BoxOfficeDomain

/// What the vertical detail view shows, top to bottom; every missing value is `-`.
public struct MovieDetailViewData: Equatable, Sendable {
    /// A value with several parts (the cast) takes several lines.
    public struct Row: Hashable, Sendable {
        public let label: String
        /// The value's lines; never empty, `["-"]` when missing.
        public let values: [String]
        /// Whether this is the poster line (after which a view may offer to show the image).
        public let isPoster: Bool

        public init(label: String, values: [String], isPoster: Bool = false) {
            self.label = label
            self.values = values.isEmpty ? ["-"] : values
            self.isPoster = isPoster
        }
    }

    public let movieCode: String
    public let title: String
    public let rows: [Row]
    public let hasPoster: Bool
    public let source: DataSource
    /// Why the detail shown could not be kept in the store, in the user's words: a failure to say.
    public let warning: String?
    public let record: ExportRecord
    public let document: JSONValue
    /// For screen readers: sentences with no table, symbols or colour, missing facts left out.
    public let sentences: [String]

    /// The largest number of actors listed before `외 N명`.
    public static let actorLimit = 10

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

    public static func posterLine(_ lookup: PosterLookup, words: any Words) -> String {
        if case .found(let poster) = lookup { return "\(poster.imageURL) (\(words.size(of: poster)))" }
        return "- (\(words.posterMissingReason(lookup) ?? ""))"
    }

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

    private static func labelled(_ label: String, _ values: [String]) -> String? {
        values.isEmpty ? nil : "\(label): \(values.joined(separator: ", "))."
    }

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
