import Foundation

/// What a loopback KOBIS serves, endpoint by endpoint, so that a new endpoint needs a fixture and
/// no code: `LoopbackKOBISServer.withRunning(reply: kobis.reply(to:))`.
///
/// An endpoint is known by its name (`searchCodeList` for `…/code/searchCodeList.json`, see
/// ``LoopbackRequest/endpoint``) and is answered by the first that has an answer:
/// 1. its handler in `answers`, for an answer made from the request (the chart of the day asked);
/// 2. the fixture of its most specific ``Variant`` that the request matches (the first declared
///    among equally specific ones);
/// 3. the fixture named after it, `searchCodeList.json` in the fixtures' folder.
///
/// As KOBIS does, a request without a `key`, or with an empty one, gets fault 320010 with HTTP 200.
/// An endpoint with no answer here is one this KOBIS does not have: HTTP 404, as for any path a web
/// server does not serve (the guide to KOBIS's API does not say what KOBIS sends then).
public struct LoopbackKOBIS: Sendable {
    public typealias Answer = @Sendable (LoopbackRequest) -> LoopbackReply

    /// The fixture served to an endpoint's requests that carry every item of `query` with the same
    /// value: their other items (the key, the page) do not matter, an item they lack or send with
    /// another value (`"K"` is not `"k"`, an empty value is not a missing one) is no match, and an
    /// item sent twice counts with its first value, as ``LoopbackRequest/query(_:)`` reads it.
    public struct Variant: Sendable {
        public let endpoint: String
        public let query: [String: String]
        /// The file in the fixtures' folder, `json` its extension when none is given.
        public let fixture: String

        public init(_ endpoint: String, _ query: [String: String], fixture: String) {
            self.endpoint = endpoint
            self.query = query
            self.fixture = fixture
        }

        func matches(_ request: LoopbackRequest) -> Bool {
            request.endpoint == endpoint && query.allSatisfy { request.query($0.key) == $0.value }
        }
    }

    private let folder: URL?
    private let variants: [(variant: Variant, body: Data)]
    private let answers: [String: Answer]

    /// A KOBIS that serves only the endpoints `answers` names.
    public init(answers: [String: Answer]) {
        folder = nil
        variants = []
        self.answers = answers
    }

    /// A KOBIS that serves the fixtures in `folder`; every variant's fixture is read now, so a name
    /// misspelt fails where it is declared.
    public init(fixtures folder: URL, variants: [Variant] = [], answers: [String: Answer] = [:]) throws {
        self.folder = folder
        self.variants = try variants.map { ($0, try Data(contentsOf: Self.file($0.fixture, in: folder))) }
        self.answers = answers
    }

    private init(folder: URL?, variants: [(variant: Variant, body: Data)], answers: [String: Answer]) {
        self.folder = folder
        self.variants = variants
        self.answers = answers
    }

    /// This KOBIS with `more` handlers, which replace any it had for the same endpoints.
    public func answering(_ more: [String: Answer]) -> LoopbackKOBIS {
        LoopbackKOBIS(folder: folder, variants: variants, answers: answers.merging(more) { $1 })
    }

    public func reply(to request: LoopbackRequest) -> LoopbackReply {
        guard let endpoint = request.endpoint else { return Self.notServed }
        let handler = answers[endpoint]
        let own = variants.filter { $0.variant.endpoint == endpoint }
        let named = folder.flatMap { try? Data(contentsOf: Self.file(endpoint, in: $0)) }
        guard handler != nil || !own.isEmpty || named != nil else { return Self.notServed }
        guard let key = request.key, !key.isEmpty else { return Self.invalidKey }
        if let handler { return handler(request) }
        var best: (variant: Variant, body: Data)?
        for candidate in own where candidate.variant.matches(request) {
            if candidate.variant.query.count > best?.variant.query.count ?? -1 { best = candidate }
        }
        guard let body = best?.body ?? named else { return Self.notServed }
        return .body(body)
    }

    static let notServed = LoopbackReply.status(404, body: Data())
    static let invalidKey = LoopbackReply.fault(code: "320010", message: "유효하지않은 키값입니다.")

    private static func file(_ name: String, in folder: URL) -> URL {
        folder.appendingPathComponent(name.contains(".") ? name : name + ".json")
    }
}
