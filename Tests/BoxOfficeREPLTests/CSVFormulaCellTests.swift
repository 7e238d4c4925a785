// Every csv the prompt writes, given titles and names a spreadsheet would run: each text cell kept as text.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// Each csv writer (a day, shares, a detail, the catalogue's lists and profiles, trend, top,
/// compare, status, calendar, export) run at the prompt with `format csv`, its texts from the
/// network (or the store's path) set to `text`: the cell holding it reads back, by an RFC 4180
/// reader, as the text sanitised and then, if it starts with `=`, `+`, `-`, `@`, tab or CR,
/// after a `'`; and no other cell starts so unless it is a number.
@MainActor
struct CSVFormulaCellTests {
    /// The writers, by the command that runs them.
    enum Writer: String, CaseIterable, Sendable {
        case daily, shares, detail, search, people, person, companies, company, trend, top, compare, status
        case calendar, export
    }

    /// Each text, and its cell: sanitised first (escape sequences and zero-width characters
    /// removed, a tab or CR made a space), then guarded.
    nonisolated static let texts: [(typed: String, cell: String)] = [
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
        ("\u{1B}[31m=1+1", "'=1+1"), ("\u{200B}-2", "'-2"), ("\u{FEFF}@x", "'@x"), ("\t=1+1", " =1+1"),
        ("\r=1+1", " =1+1"), ("a=1", "a=1"), ("경관의 피", "경관의 피"),
    ]

    /// 2022-02-01 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_684_400) })

    /// The day every writer's chart is: one film, `text` its title, a rank change of -1.
    nonisolated static func chart(_ date: BoxOfficeDate, _ text: String) -> BoxOfficeChart {
        BoxOfficeChart(
            date: date, source: .kobis,
            entries: [
                .stub(rank: 1, movieCode: "20990001", title: text, rankChange: .down(1)),
                .stub(rank: 2, movieCode: "20990002", title: text, rankChange: .up(3)),
            ])
    }

    /// The lines `writer` is run with, and the column holding the text (`nil`: none has text).
    func command(_ writer: Writer) -> (lines: [String], column: String?) {
        switch writer {
        case .daily: (["date 20220105"], "title")
        case .shares: (["date 20220105", "shares"], "title")
        case .detail: (["detail 20990001"], "title")
        case .search: (["search x"], "title")
        case .people: (["people x"], "name")
        case .person: (["person 20990001"], "name")
        case .companies: (["company x"], "name")
        case .company: (["company 20990100"], "name")
        case .trend: (["trend 20990001"], "title")
        case .top: (["top 20220105 20220106"], "title")
        case .compare: (["compare 20990001 20990002"], nil)
        case .status: (["status"], "storeLocation")
        case .calendar: (["calendar 202201"], nil)
        case .export: (["export 20220105 20220106"], "title")
        }
    }

    /// What the session printed for `lines` with every source's texts set to `text`.
    func run(_ lines: [String], text: String) async -> (status: Int32, output: String, errors: String) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(format: .csv, words: Language.english.words(kobisKeySet: true))
        let words = settings.words
        let days = [5, 6].compactMap { BoxOfficeDate(year: 2022, month: 1, day: $0) }.map {
            Self.chart($0, text)
        }
        let base = SessionViewModels.stubbed(
            days: StubBoxOfficeRepository { .success(Self.chart($0, text)) }, calendar: calendar,
            settings: settings,
            details: StubMovieDetailRepository { code in
                .success(
                    MovieDetail(
                        movieCode: code, title: text, titleEnglish: text, directors: [Person(name: text)],
                        watchGrade: text, nations: [text], genres: [text],
                        actors: [CastMember(name: text, role: text)],
                        companies: [Company(name: text, part: text)],
                        source: .kobis))
            },
            prefetching: false,
            status: StubStatusRepository(
                calls: 3,
                availability: .available(
                    StoreSummary(location: text, days: 2, movieDetails: 0, posters: 0, bytes: 4_096))))
        let catalogue = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: TextCatalogue(text: text)), words: words,
            effects: .kept(in: base.sessionState))
        let films = FilmHistoryUseCase(
            repository: StubFilmHistoryRepository(charts: days), calendar: calendar,
            displayed: { TerminalText.sanitize($0) })
        let export = ExportViewModel(
            useCase: ExportChartsUseCase(archive: TextArchive(charts: days), calendar: calendar),
            calendar: calendar, words: words)
        let viewModels = base.with { makers in
            makers.catalogue = { catalogue }
            makers.export = { export }
            makers.trend = { FilmTrendViewModel(useCase: films, words: words) }
            makers.top = { TopFilmsViewModel(useCase: films, words: words) }
            makers.compare = { FilmComparisonViewModel(useCase: films, words: words) }
        }
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 100 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return (status, output.text, errors.text)
    }

    @Test(arguments: Writer.allCases, texts)
    func aTextCellIsKeptAsText(writer: Writer, text: (typed: String, cell: String)) async throws {
        let (lines, column) = command(writer)
        let result = await run(lines, text: text.typed)
        #expect(result.status == 0, "\(result.errors)")
        let records = RFC4180Reader.records(result.output)
        for cell in records.joined()
        where cell.unicodeScalars.first.map({ "=+-@\t\r".unicodeScalars.contains($0) }) == true {
            #expect(
                Double(cell) != nil, "\(writer): the cell '\(TerminalSafety.visible(cell))' is not a number")
        }
        guard let column else { return }
        // The header is the last record naming the column: `shares` prints the day's csv before its own.
        let header = try #require(
            records.lastIndex { $0.contains(column) }, "\(writer): no header in \(result.output)")
        let index = try #require(records[header].firstIndex(of: column))
        let row = try #require(records.dropFirst(header + 1).first, "\(writer): no row in \(result.output)")
        #expect(row[index] == text.cell, "\(writer): \(TerminalSafety.visible(result.output, limit: 400))")
    }

    @Test(arguments: [Writer.daily, .export])
    func aNegativeRankChangeStaysANumber(writer: Writer) async throws {
        let result = await run(command(writer).lines, text: "=1+1")
        let records = RFC4180Reader.records(result.output)
        let index = try #require(records.first?.firstIndex(of: "rankDelta"))
        #expect(records.dropFirst().prefix(2).map { $0[index] } == ["-1", "3"])
    }
}

/// A catalogue whose every movie, person and company is named `text`.
private struct TextCatalogue: CatalogueRepository {
    let text: String

    func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary> {
        page(
            [MovieSummary(movieCode: "20990001", title: text, titleEnglish: text, directors: [text])], query)
    }

    func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary> {
        page([PersonSummary(code: "20990001", name: text, role: text, filmographyTitles: [text])], query)
    }

    func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<CompanySummary> {
        page([CompanySummary(code: "20990100", name: text, ceoNames: [text], parts: [text])], query)
    }

    func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        PersonProfile(
            code: code, name: text, role: text,
            filmography: [FilmographyEntry(movieCode: "20990001", title: text, part: text)], source: .kobis)
    }

    func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        CompanyProfile(
            code: code, name: text, parts: [text],
            filmography: [FilmographyEntry(movieCode: "20990001", title: text, part: text)], source: .kobis)
    }

    private func page<Item>(_ items: [Item], _ query: CatalogueQuery) -> CataloguePage<Item> {
        CataloguePage(query: query, items: items, totalCount: items.count, source: .kobis)
    }
}

/// A store of `charts` (daily, every film) as `export` reads it, in one batch.
private struct TextArchive: ChartArchive {
    let charts: [BoxOfficeChart]

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    )
        async throws -> [ChartPeriod: StoredChart]
    {
        Dictionary(
            uniqueKeysWithValues: charts.map {
                (
                    $0.period,
                    StoredChart(fetchedAt: Date(timeIntervalSince1970: 0), isEmpty: $0.entries.isEmpty)
                )
            })
    }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] {
        guard cursor == nil else { return [] }
        return charts.flatMap { chart in
            chart.entries.enumerated().map {
                ChartRow(
                    period: chart.period, filter: .all, yearWeek: nil, position: $0.offset + 1,
                    entry: $0.element)
            }
        }
    }

    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        charts.first { $0.request == request }
    }
}
