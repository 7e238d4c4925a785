import BoxOfficeDomain

/// The JSON shape of a day's box office: the contract of `boxoffice daily --format json`.
enum DailyBoxOfficeDocument {
    /// `{"date","source","entries":[{"rank","movieCode","title","openDate",…}]}`.
    static func json(_ boxOffice: DailyBoxOffice) -> JSONValue {
        .object([
            ("date", .string(boxOffice.date.iso)),
            ("source", .string(boxOffice.source.rawValue)),
            ("entries", .array(boxOffice.entries.map(entry))),
        ])
    }

    private static func entry(_ entry: DailyBoxOfficeEntry) -> JSONValue {
        .object([
            ("rank", .int(entry.rank)),
            ("movieCode", .string(entry.movieCode.rawValue)),
            ("title", .string(entry.title)),
            ("openDate", entry.openDate.map { .string($0.iso) } ?? .null),
            ("rankChange", .string(RankChangeName.of(entry.rankChange))),
            ("rankDelta", .int(entry.rankChange.delta)),
            ("audience", .int(entry.audience)),
            ("audienceTotal", .int(entry.audienceTotal)),
            ("sales", .int(entry.sales)),
            ("salesTotal", .int(entry.salesTotal)),
            ("salesShare", .double(entry.salesShare)),
            ("screens", .int(entry.screens)),
            ("shows", .int(entry.shows)),
        ])
    }
}
