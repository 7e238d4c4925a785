// KOBIS's common codes (`codes GROUP`): a group typed, its codes, the repository that lists them, the use case.

/// A group of KOBIS's common codes (`comCode`), e.g. `2204` the nations: digits only, as typed.
public struct CodeGroup: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The nations (`repNationCd`, `nationCd`).
    public static let nations = CodeGroup(checked: "2204")
    /// The groups KOBIS's other answers name (Tab offers them): the regions, the kinds of film, the nations.
    public static let known = [CodeGroup(checked: "0105000000"), CodeGroup(checked: "2201"), nations]
    /// The longest group read: KOBIS's are four or ten digits.
    public static let longest = 10

    /// `text` read as a group (spaces around it dropped).
    /// - Throws: ``CodeListFailure/groupTypedWrong(_:)`` for an empty text, one with anything but
    ///   the digits 0–9, or one longer than ``longest``.
    public init(parsing text: String) throws(CodeListFailure) {
        let group = text.trimmingSpaces()
        guard !group.isEmpty, group.count <= Self.longest,
            group.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        else {
            throw .groupTypedWrong(String(text.prefix(Self.longest + 1)))
        }
        rawValue = group
    }

    private init(checked: String) { rawValue = checked }

    public var description: String { rawValue }
}

public enum CommonCodeSubject {}

/// One of KOBIS's common codes (`fullCd`), e.g. `22041011` for Korea.
public typealias CommonCode = KOBISCode<CommonCodeSubject>

/// A code of a group, with its names in Korean and in English.
public struct CodeEntry: Hashable, Sendable {
    public var code: CommonCode
    public var name: String
    public var nameEnglish: String

    public init(code: CommonCode, name: String, nameEnglish: String) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
    }
}

/// A group's codes, in KOBIS's order, and where they came from.
public struct CodeList: Hashable, Sendable {
    public var group: CodeGroup
    public var codes: [CodeEntry]
    public var source: DataSource

    public init(group: CodeGroup, codes: [CodeEntry], source: DataSource) {
        self.group = group
        self.codes = codes
        self.source = source
    }
}

/// What listing a group's codes can fail with: a group typed wrong (nothing asked), a group the demo
/// data lacks, or the source's failure.
public enum CodeListFailure: Error, Equatable, Sendable {
    case groupTypedWrong(String)
    case notInDemoData(CodeGroup, available: [CodeGroup])
    case source(BoxOfficeFailure)
}

/// Where a group's codes come from: Domain owns the question, Data answers it.
public protocol CodeListRepository: Sendable {
    func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList
}

/// A group's codes, as KOBIS (or the demo data) has them: asked each time, since no table keeps them.
public struct ListCodesUseCase: Sendable {
    private let repository: any CodeListRepository

    public init(repository: any CodeListRepository) {
        self.repository = repository
    }

    public func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
        try await repository.codes(in: group)
    }
}
