// An address's query read as a form sends it: names and values percent-decoded, `+` a space.

import BoxOfficePresentation
import Hummingbird

/// The query of a request: the command's arguments by name, and the one name that is the page's own
/// (`mode`, list or icon, as the prompt's screen has its mode).
struct WebQuery: Sendable {
    static let layoutName = "mode"

    let arguments: [String: String]
    let layout: WebLayout

    /// - Throws: ``WebQueryProblem`` for a query that cannot be read (a name twice, bad escapes) or a
    ///   layout that is none.
    init(_ query: String?) throws(WebQueryProblem) {
        var fields: [String: String]
        do {
            fields = try URLEncodedFormDecoder().decode([String: String].self, from: query ?? "")
        } catch {
            throw .unreadable
        }
        let mode = fields.removeValue(forKey: Self.layoutName)
        guard let layout = mode.map({ WebLayout(rawValue: $0) }) ?? .list else {
            throw .unknownLayout(mode ?? "")
        }
        arguments = fields
        self.layout = layout
    }
}

/// Why a query was not read; said in the run's words.
enum WebQueryProblem: Error, Equatable {
    case unreadable
    case unknownLayout(String)
}

extension WebQueryProblem {
    func message(in words: any Words) -> String {
        switch self {
        case .unreadable: words.queryUnreadable
        case .unknownLayout(let value): words.unknownLayout(value, known: WebLayout.allCases.map(\.rawValue))
        }
    }
}
