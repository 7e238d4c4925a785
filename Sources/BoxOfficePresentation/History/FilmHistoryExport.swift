// A trend, a top and a comparison as data, the same for every front: csv and one json document.

extension TrendViewData {
    public static let columns = ["date", "movieCode", "title", "rank", "audience", "audienceTotal", "stored"]

    /// One line a day from the first stored day to the last; rank and audience empty on a day
    /// the film was out of the top ten or the store lacks (`stored` says which).
    public func csv(cleaning clean: (String) -> String) -> String {
        let rows = days.map { day -> [JSONValue] in
            [
                .string(day.date), .string(clean(movieCode)), .string(clean(title)), .optional(day.rank),
                .optional(day.audience), .optional(day.audienceTotal), .bool(day.stored),
            ]
        }
        return CSVText.document(columns: Self.columns, rows: rows)
    }

    /// `{"movieCode":…,"title":…,"audienceTotal":…,"bestDay":{"date":…,"audience":…},
    /// "daysInTopTen":…,"firstDay":…,"lastDay":…,"filter":…,"days":[{"date":…,"rank":…,…}]}`.
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        let days = days.map { day -> JSONValue in
            .object([
                ("date", .string(day.date)), ("rank", .optional(day.rank)),
                ("audience", .optional(day.audience)),
                ("audienceTotal", .optional(day.audienceTotal)), ("stored", .bool(day.stored)),
            ])
        }
        let best: JSONValue =
            bestDay.map { .object([("date", .string($0.date)), ("audience", .int($0.audience))]) } ?? .null
        return JSONValue.object([
            ("movieCode", .string(movieCode)), ("title", .string(title)),
            ("audienceTotal", .int(audienceTotal)),
            ("bestDay", best), ("daysInTopTen", .int(daysInTopTen)), ("firstDay", .optional(firstDay)),
            ("lastDay", .optional(lastDay)), ("filter", .string(filter)), ("days", .array(days)),
        ]).mappingStrings(clean)
    }
}

extension TopViewData {
    public static let columns = ["place", "movieCode", "title", "audience", "days", "bestRank"]

    private func fields(_ film: Film, clean: (String) -> String) -> [JSONValue] {
        [
            .int(film.place), .string(clean(film.movieCode)), .string(clean(film.title)), .int(film.audience),
            .int(film.days), .int(film.bestRank),
        ]
    }

    public func csv(cleaning clean: (String) -> String) -> String {
        let rows = films.map { fields($0, clean: clean) }
        return CSVText.document(columns: Self.columns, rows: rows)
    }

    /// `{"from":…,"to":…,"filter":…,"storedDays":…,"films":[{"place":1,"movieCode":…,…}]}`.
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        let films = films.map { film -> JSONValue in
            .object(Array(zip(Self.columns, fields(film, clean: { $0 }))))
        }
        return JSONValue.object([
            ("from", .string(from)), ("to", .string(to)), ("filter", .string(filter)),
            ("storedDays", .int(storedDays)),
            ("films", .array(films)),
        ]).mappingStrings(clean)
    }
}

extension ComparisonViewData {
    public static let columns = ["day", "firstDate", "firstAudience", "secondDate", "secondAudience"]

    /// `day,firstDate,firstAudience,secondDate,secondAudience`, a line a day of the longer run;
    /// an audience is empty on a day a film was out of the top ten or not stored, a date past its run.
    public func csv(cleaning clean: (String) -> String) -> String {
        let lines = rows.map { row -> [JSONValue] in
            [.int(row.day)]
                + [row.first, row.second].flatMap { side -> [JSONValue] in
                    [.optional(side.date), .optional(side.audience)]
                }
        }
        return CSVText.document(columns: Self.columns, rows: lines)
    }

    /// `{"first":{"movieCode":…,"title":…,"audienceTotal":…},"second":{…},"filter":…,"days":[{"day":1,
    /// "firstDate":…,"firstAudience":…,"secondDate":…,"secondAudience":…}]}`.
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        func film(_ film: Film) -> JSONValue {
            .object([
                ("movieCode", .string(film.movieCode)), ("title", .string(film.title)),
                ("audienceTotal", .int(film.audienceTotal)), ("daysInTopTen", .int(film.daysInTopTen)),
            ])
        }
        let days = rows.map { row -> JSONValue in
            .object([
                ("day", .int(row.day)), ("firstDate", .optional(row.first.date)),
                ("firstAudience", .optional(row.first.audience)), ("secondDate", .optional(row.second.date)),
                ("secondAudience", .optional(row.second.audience)),
            ])
        }
        return JSONValue.object([
            ("first", film(first)), ("second", film(second)), ("filter", .string(filter)),
            ("days", .array(days)),
        ]).mappingStrings(clean)
    }
}
