import BoxOfficeDomain

/// The stable JSON and CSV of `boxoffice detail CODE --format json|csv`: a missing value is `null`
/// (an empty list for lists, an empty CSV field), never an empty string; in CSV lists are joined with
/// `; `, actors are `name (role)`, companies `name (part)`, and the poster takes four columns.
public enum MovieDetailExport {
    public static let csvColumns = [
        "movieCode", "title", "titleEnglish", "titleOriginal", "directors", "productionYear", "openDate",
        "runningTimeMinutes", "watchGrade", "nations", "genres", "actors", "companies", "posterImageURL",
        "posterThumbnailURL", "posterWidth", "posterHeight", "source",
    ]

    public static let listSeparator = "; "

    public static func json(_ result: MovieDetailResult) -> String {
        document(result).text
    }

    public static func document(_ result: MovieDetailResult) -> JSONValue {
        let detail = result.detail
        return .object(
            titles(detail) + [("directors", .array(detail.directors.map { .string($0.name) }))]
                + facts(detail)
                + [
                    ("nations", .array(detail.nations.map(JSONValue.string))),
                    ("genres", .array(detail.genres.map(JSONValue.string))),
                    (
                        "actors",
                        .array(
                            detail.actors.map {
                                .object([("name", .string($0.name)), ("role", .optional($0.role))])
                            })
                    ),
                    (
                        "companies",
                        .array(
                            detail.companies.map {
                                .object([("name", .string($0.name)), ("part", .optional($0.part))])
                            })
                    ),
                    ("poster", result.poster.poster.map(poster) ?? .null),
                    ("source", .string(detail.source.rawValue)),
                ])
    }

    public static func csv(_ result: MovieDetailResult) -> String {
        record(result).csv
    }

    public static func record(_ result: MovieDetailResult) -> ExportRecord {
        let detail = result.detail
        let poster = result.poster.poster
        return ExportRecord(
            titles(detail) + [("directors", list(detail.directors.map(\.name)))] + facts(detail) + [
                ("nations", list(detail.nations)),
                ("genres", list(detail.genres)),
                ("actors", list(detail.actors.map { MovieDetailViewData.named($0.name, $0.role) })),
                ("companies", list(detail.companies.map { MovieDetailViewData.named($0.name, $0.part) })),
                ("posterImageURL", .optional(poster?.imageURL)),
                ("posterThumbnailURL", .optional(poster?.thumbnailURL)),
                ("posterWidth", .optional(poster?.width)),
                ("posterHeight", .optional(poster?.height)),
                ("source", .string(detail.source.rawValue)),
            ])
    }

    private static func titles(_ detail: MovieDetail) -> [(String, JSONValue)] {
        [
            ("movieCode", .string(detail.movieCode.rawValue)),
            ("title", .string(detail.title)),
            ("titleEnglish", .optional(detail.titleEnglish)),
            ("titleOriginal", .optional(detail.titleOriginal)),
        ]
    }

    private static func facts(_ detail: MovieDetail) -> [(String, JSONValue)] {
        [
            ("productionYear", .optional(detail.productionYear)),
            ("openDate", .optional(detail.openDate?.iso)),
            ("runningTimeMinutes", .optional(detail.runningTimeMinutes)),
            ("watchGrade", .optional(detail.watchGrade)),
        ]
    }

    private static func list(_ values: [String]) -> JSONValue {
        values.isEmpty ? .null : .string(values.joined(separator: listSeparator))
    }

    private static func poster(_ poster: Poster) -> JSONValue {
        .object([
            ("imageURL", .string(poster.imageURL)),
            ("thumbnailURL", .optional(poster.thumbnailURL)),
            ("width", .optional(poster.width)),
            ("height", .optional(poster.height)),
        ])
    }
}
