// An address on this site: a path we name and a query whose values are percent-encoded, so a text from
// the network can be a link's value but never its address (`javascript:` stays a query value).

import Foundation

/// A link to one of this site's own pages.
public struct WebLink: Sendable, Equatable {
    /// One `name=value` of the query; a field with an empty value is left out of the address.
    public struct Field: Sendable, Equatable {
        let name: String
        let value: String

        public init(_ name: StaticString, _ value: String) {
            self.name = "\(name)"
            self.value = value
        }
    }

    let path: String
    let query: [Field]

    public init(_ path: StaticString, _ query: [Field] = []) {
        self.path = "\(path)"
        self.query = query
    }

    /// The path, then `?` and the fields, each value encoded as a form would send it.
    public var address: String {
        let fields = query.filter { !$0.value.isEmpty }.map { $0.name + "=" + Self.encoded($0.value) }
        return fields.isEmpty ? path : path + "?" + fields.joined(separator: "&")
    }

    /// Unreserved characters as they are, every other UTF-8 byte as `%XX`.
    static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
