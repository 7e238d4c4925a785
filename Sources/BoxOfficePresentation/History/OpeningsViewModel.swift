// The openings screen: its ViewModel, which reads a month as typed and asks the store, and what it shows.

import BoxOfficeDomain

/// What the screen of ``OpeningsViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol OpeningsIntents: AnyObject {
    /// Shows the openings of the month typed (`202201`, `2022-01`).
    func show(_ text: String) async
}

/// `openings MONTH`: the films that opened in a month, from the local store.
///
/// Its intents are ``OpeningsIntents``; it publishes ``state``.
@MainActor
public final class OpeningsViewModel: ViewModel<OpeningsViewData>, OpeningsIntents {
    private let useCase: MonthOpeningsUseCase?
    private let unavailable: HistoryFailure
    private let words: any Words

    /// Without a use case (the demo data, no store) it answers with `unavailable`.
    public init(useCase: MonthOpeningsUseCase?, unavailable: HistoryFailure, words: any Words) {
        self.useCase = useCase
        self.unavailable = unavailable
        self.words = words
    }

    public func show(_ text: String) async {
        guard let useCase else {
            state = .failed(ShownFailure(words.text(for: unavailable, reading: "openings")))
            return
        }
        let month: CalendarMonth
        do throws(DateInputError) {
            month = try CalendarMonth.parse(text)
        } catch {
            state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
            return
        }
        state = .loading(words.loadingHistory)
        do throws(FilmHistoryFailure) {
            state = .loaded(OpeningsViewData(try await useCase.openings(in: month), words: words))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }
}

/// A month's openings, ready to show.
public struct OpeningsViewData: Equatable, Sendable {
    public struct Film: Equatable, Sendable {
        public let movieCode: String
        public let title: String
        /// `2022-01-05`.
        public let openDate: String
        public let bestRank: Int
        public let audienceTotal: Int
        /// The plain format's sentence: `2022-01-05 개봉, 경관의 피, 최고 1위, 누적 관객 1,234,567명.`
        public let sentence: String
    }

    /// `2022-01`.
    public let month: String
    /// `2022-01 개봉작`.
    public let heading: String
    public let storedDays: Int
    /// `2022-01-01~2022-01-31 중 저장된 날 25일`.
    public let storedLine: String
    /// The column names: opening date, title, best rank, total audience.
    public let header: [String]
    public let films: [Film]
    /// What the view says when no film of the month is in its stored charts.
    public let emptyText: String
    /// The days of the month the store lacks, and the `sync` that fills them.
    public let notes: [String]

    public init(_ openings: MonthOpenings, words: any Words) {
        month = openings.month.description
        heading = words.openingsHeading(month)
        storedDays = openings.storedDays
        storedLine = words.storedDays(
            openings.storedDays, of: "\(openings.range.lowerBound)~\(openings.range.upperBound)")
        header = [words.openDateLabel, words.titleLabel, words.bestRankLabel, words.audienceTotalLabel]
        films = openings.films.map { film in
            Film(
                movieCode: film.movieCode.rawValue, title: film.title, openDate: film.openDate.iso,
                bestRank: film.bestRank, audienceTotal: film.audienceTotal,
                sentence: words.openingSentence(film))
        }
        emptyText = words.noOpenings
        notes = words.missingLines(openings.missing)
    }
}

// The openings as data, the same for every front: a record a film (csv), one document (json).
extension OpeningsViewData {
    public static let columns = ["movieCode", "title", "openDate", "bestRank", "audienceTotal"]

    private func fields(_ film: Film) -> [JSONValue] {
        [
            .string(film.movieCode), .string(film.title), .string(film.openDate), .int(film.bestRank),
            .int(film.audienceTotal),
        ]
    }

    public func csv(cleaning clean: (String) -> String) -> String {
        let rows = films.map { fields($0).map { $0.mappingStrings(clean) } }
        return CSVText.document(columns: Self.columns, rows: rows)
    }

    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        let films = films.map { JSONValue.object(Array(zip(Self.columns, fields($0)))) }
        return JSONValue.object([
            ("month", .string(month)), ("storedDays", .int(storedDays)), ("films", .array(films)),
        ]).mappingStrings(clean)
    }
}
