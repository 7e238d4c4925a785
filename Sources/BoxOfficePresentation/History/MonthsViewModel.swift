// The months screen: its ViewModel, which reads a year as typed and asks the store, and what it shows.

import BoxOfficeDomain

/// What the screen of ``MonthsViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol MonthsIntents: AnyObject {
    /// Shows the months of the year typed (`2022`).
    func show(_ text: String) async
}

/// `months YEAR`: each month of a year from the local store.
///
/// Its intents are ``MonthsIntents``; it publishes ``state``.
@MainActor
public final class MonthsViewModel: ViewModel<MonthsViewData>, MonthsIntents {
    private let useCase: YearMonthsUseCase?
    private let unavailable: HistoryFailure
    private let words: any Words

    /// Without a use case (the demo data, no store) it answers with `unavailable`.
    public init(useCase: YearMonthsUseCase?, unavailable: HistoryFailure, words: any Words) {
        self.useCase = useCase
        self.unavailable = unavailable
        self.words = words
    }

    public func show(_ text: String) async {
        guard let useCase else {
            state = .failed(ShownFailure(words.text(for: unavailable, reading: "months")))
            return
        }
        let year: ChartYear
        do throws(YearInputError) {
            year = try useCase.year(text)
        } catch {
            state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
            return
        }
        state = .loading(words.loadingHistory)
        do throws(FilmHistoryFailure) {
            state = .loaded(MonthsViewData(try await useCase.months(in: year), words: words))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }
}

/// A year's months, ready to show.
public struct MonthsViewData: Equatable, Sendable {
    public struct Month: Equatable, Sendable {
        /// `2022-01`.
        public let month: String
        /// Its days with figures, and how many of them the store holds.
        public let days: Int
        public let storedDays: Int
        /// `nil` when the store holds none of its days, which is not an audience of zero.
        public let films: Int?
        /// The top tens' audience: the store holds each day's top ten only.
        public let topTenAudience: Int?
        public let topMovieCode: String?
        public let topTitle: String?
        public let topAudience: Int?
        /// The plain format's sentence.
        public let sentence: String
    }

    public let year: Int
    /// `2022년 월별 박스오피스`.
    public let heading: String
    public let storedDays: Int
    /// `2022-01-01~2022-12-31 중 저장된 날 300일`.
    public let storedLine: String
    /// That the audience is the stored top tens', not the whole market's.
    public let topTenNote: String
    /// Month, days stored, films, top-ten audience, the top film's audience, the top film.
    public let header: [String]
    public let months: [Month]
    /// What a month without a stored day shows in place of its figures.
    public let noStoredDayText: String
    /// The days of the year the store lacks, and the `sync` that fills them.
    public let notes: [String]

    public init(_ year: YearMonths, words: any Words) {
        self.year = year.year.year
        heading = words.monthsHeading(String(year.year.year))
        storedDays = year.storedDays
        storedLine = words.storedDays(
            year.storedDays, of: "\(year.year.days.lowerBound)~\(year.year.days.upperBound)")
        topTenNote = words.topTenAudienceOnly
        header = words.monthsHeader
        months = year.months.map { month in
            let stored = month.storedDays > 0
            return Month(
                month: month.month.description,
                days: month.days.lowerBound.days(to: month.days.upperBound) + 1,
                storedDays: month.storedDays, films: stored ? month.figures?.films ?? 0 : nil,
                topTenAudience: stored ? month.figures?.audience ?? 0 : nil,
                topMovieCode: month.figures?.topFilm.movieCode.rawValue,
                topTitle: month.figures?.topFilm.title,
                topAudience: month.figures?.topFilm.audience, sentence: words.monthSentence(month))
        }
        noStoredDayText = words.noStoredDay
        notes = words.missingLines(year.missing)
    }
}

// The months as data, the same for every front: a record a month (csv), one document (json).
extension MonthsViewData {
    public static let columns = [
        "month", "days", "storedDays", "films", "topTenAudience", "topMovieCode", "topTitle", "topAudience",
    ]

    private func fields(_ month: Month) -> [JSONValue] {
        [
            .string(month.month), .int(month.days), .int(month.storedDays), .optional(month.films),
            .optional(month.topTenAudience), .optional(month.topMovieCode), .optional(month.topTitle),
            .optional(month.topAudience),
        ]
    }

    public func csv(cleaning clean: (String) -> String) -> String {
        let rows = months.map { fields($0).map { $0.mappingStrings(clean) } }
        return CSVText.document(columns: Self.columns, rows: rows)
    }

    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        let months = months.map { JSONValue.object(Array(zip(Self.columns, fields($0)))) }
        return JSONValue.object([
            ("year", .int(year)), ("storedDays", .int(storedDays)), ("months", .array(months)),
        ]).mappingStrings(clean)
    }
}
