import BoxOfficeDomain

/// A movie's detail as the stable JSON of `boxoffice detail <code> --format json`:
/// `{"movieCode","title","titleEnglish","titleOriginal","directors":[…],"productionYear",
/// "openDate","runningTimeMinutes","watchGrade","nations":[…],"genres":[…],
/// "actors":[{"name","role"}],"companies":[{"name","part"}],
/// "poster":{"imageURL","thumbnailURL","width","height"}|null,"source"}`.
///
/// A missing value is `null` (an empty list for lists), never an empty string.
public enum MovieDetailExport {
    /// The JSON document, one line, keys in this order.
    public static func json(_ result: MovieDetailResult) -> String {
        document(result).text
    }

    /// The document as a value.
    public static func document(_ result: MovieDetailResult) -> JSONValue {
        let detail = result.detail
        return .object([
            ("movieCode", .string(detail.movieCode.rawValue)),
            ("title", .string(detail.title)),
            ("titleEnglish", text(detail.titleEnglish)),
            ("titleOriginal", text(detail.titleOriginal)),
            ("directors", .array(detail.directors.map { .string($0.name) })),
            ("productionYear", number(detail.productionYear)),
            ("openDate", text(detail.openDate?.iso)),
            ("runningTimeMinutes", number(detail.runningTimeMinutes)),
            ("watchGrade", text(detail.watchGrade)),
            ("nations", .array(detail.nations.map(JSONValue.string))),
            ("genres", .array(detail.genres.map(JSONValue.string))),
            (
                "actors",
                .array(detail.actors.map { .object([("name", .string($0.name)), ("role", text($0.role))]) })
            ),
            (
                "companies",
                .array(
                    detail.companies.map { .object([("name", .string($0.name)), ("part", text($0.part))]) })
            ),
            ("poster", result.poster.poster.map(poster) ?? .null),
            ("source", .string(detail.source.rawValue)),
        ])
    }

    private static func poster(_ poster: Poster) -> JSONValue {
        .object([
            ("imageURL", .string(poster.imageURL)),
            ("thumbnailURL", text(poster.thumbnailURL)),
            ("width", number(poster.width)),
            ("height", number(poster.height)),
        ])
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    private static func number(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }
}
