// `codes GROUP`, KOBIS's common codes: the ViewModel, what it shows, its words in both languages side by
// side, and its help.

import BoxOfficeDomain

/// What the screen of ``CodeListViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol CodeListIntents: AnyObject {
    /// Shows the codes of the group typed (`2204`, the nations); a group typed wrong asks nothing.
    func show(_ group: String) async
}

/// `codes GROUP`: a group of KOBIS's common codes, asked of KOBIS (or the demo data) each time.
///
/// Its intents are ``CodeListIntents``; it publishes ``state``.
@MainActor
public final class CodeListViewModel: ViewModel<CodeListViewData>, CodeListIntents {
    private let useCase: ListCodesUseCase
    /// The session's words, for a failure of the source (worded as every command's are).
    private let words: any Words
    private let own: CodeListWords

    public init(useCase: ListCodesUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
        own = CodeListWords(words.language)
    }

    public func show(_ group: String) async {
        let typed: CodeGroup
        do throws(CodeListFailure) {
            typed = try CodeGroup(parsing: group)
        } catch {
            state = .failed(shown(error))
            return
        }
        state = .loading(own.loading(typed))
        do throws(CodeListFailure) {
            state = .loaded(CodeListViewData(try await useCase.codes(in: typed), words: own))
        } catch {
            state = .failed(shown(error))
        }
    }

    private func shown(_ failure: CodeListFailure) -> ShownFailure {
        switch failure {
        case .groupTypedWrong(let text): ShownFailure(own.typedWrong(text), typedWrong: true)
        case .notInDemoData(let group, let available):
            ShownFailure(own.notInDemo(group, available: available))
        case .source(let failure): ShownFailure(failure, words: words)
        }
    }
}

/// A group's codes, ready to show.
public struct CodeListViewData: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let code: String
        public let name: String
        public let nameEnglish: String
    }

    /// `2204`.
    public let group: String
    /// `KOBIS 공통 코드 2204 · 2개`.
    public let heading: String
    /// The column names: code, Korean name, English name.
    public let header: [String]
    public let rows: [Row]
    public let source: DataSource
    /// What the view says of a group with no codes.
    public let emptyText: String
    public let sentences: [String]

    init(_ list: CodeList, words: CodeListWords) {
        group = list.group.rawValue
        heading = words.heading(list.group, count: list.codes.count)
        header = words.header
        rows = list.codes.map { Row(code: $0.code.rawValue, name: $0.name, nameEnglish: $0.nameEnglish) }
        source = list.source
        emptyText = words.noCodes
        sentences =
            [heading + "."]
            + (rows.isEmpty ? [emptyText] : rows.map { "\($0.code): \($0.name), \($0.nameEnglish)." })
    }
}

// The codes as data, the same for every front: a record a code (csv), one document (json).
extension CodeListViewData: ContentDocument {
    public static let columns = ["code", "name", "nameEnglish"]

    private var records: [[JSONValue]] {
        rows.map { [.string($0.code), .string($0.name), .string($0.nameEnglish)] }
    }

    public func csv(cleaning clean: (String) -> String) -> String {
        CSVText.document(columns: Self.columns, rows: records.map { $0.map { $0.mappingStrings(clean) } })
    }

    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        JSONValue.object([
            ("group", .string(group)), ("source", .string(source.rawValue)),
            ("codes", .array(records.map { .object(Array(zip(Self.columns, $0))) })),
        ]).mappingStrings(clean)
    }
}

/// Every word of `codes`, Korean and English side by side: a language left out does not compile.
public struct CodeListWords: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    func loading(_ group: CodeGroup) -> String {
        switch language {
        case .korean: "공통 코드 \(group) 가져오는 중"
        case .english: "Fetching the common codes \(group)"
        }
    }

    func heading(_ group: CodeGroup, count: Int) -> String {
        switch language {
        case .korean: "KOBIS 공통 코드 \(group) · \(NumberFormatting.grouped(count))개"
        case .english:
            "KOBIS common codes \(group) · \(NumberFormatting.grouped(count)) code\(count == 1 ? "" : "s")"
        }
    }

    var header: [String] {
        switch language {
        case .korean: ["코드", "이름", "영어 이름"]
        case .english: ["Code", "Korean name", "English name"]
        }
    }

    var noCodes: String {
        switch language {
        case .korean: "이 그룹에는 코드가 없습니다."
        case .english: "This group has no codes."
        }
    }

    func typedWrong(_ text: String) -> String {
        let known = CodeGroup.known.map(\.rawValue).joined(separator: ", ")
        return switch language {
        // Quoted and cut short, so an empty group shows as '' and a pasted page as its start.
        case .korean: "코드 그룹은 숫자 \(CodeGroup.longest)자리까지입니다(예: \(known)): '\(UserText.excerpt(text))'"
        case .english:
            "A code group is up to \(CodeGroup.longest) digits (e.g. \(known)): '\(UserText.excerpt(text))'"
        }
    }

    func notInDemo(_ group: CodeGroup, available: [CodeGroup]) -> String {
        let groups = available.map(\.rawValue).joined(separator: ", ")
        return switch language {
        case .korean: "데모 자료에는 공통 코드 \(group) 그룹이 없습니다. 있는 그룹: \(groups)."
        case .english: "The demo data has no common codes \(group); it has \(groups)."
        }
    }

    /// `help codes` and the shell's help.
    public var help: CommandHelp {
        switch language {
        case .korean:
            CommandHelp(
                summary: "KOBIS 공통 코드 목록 (국적 2204, 영화 유형 2201, 지역 0105000000)",
                details: [
                    "`codes 2204`는 KOBIS의 국적 코드를, `codes 2201`은 영화 유형을, `codes 0105000000`은 "
                        + "지역을 코드, 이름, 영어 이름으로 보여 줍니다. 매번 KOBIS에 묻습니다(Tab으로 그룹 완성)."
                ])
        case .english:
            CommandHelp(
                summary: "KOBIS's common codes (nations 2204, film types 2201, regions 0105000000)",
                details: [
                    "`codes 2204` lists KOBIS's nation codes, `codes 2201` the kinds of film and `codes 0105000000` "
                        + "the regions: each code with its Korean and English names. KOBIS is asked each time "
                        + "(Tab completes the groups)."
                ])
        }
    }
}
