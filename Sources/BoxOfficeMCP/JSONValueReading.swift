// A message's JSON read into the values the answers are written from, with the few lookups a request needs.

import BoxOfficePresentation
import Foundation

extension JSONValue {
    /// The value `data` holds, or nil when it is no JSON Foundation reads (a number past a double's range, a
    /// lone surrogate, nesting past its depth limit). An object's members come sorted by name.
    static func read(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(DecodedJSON.self, from: data).value
    }

    /// The member named `name` of an object; nil for anything else.
    subscript(member name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == name }?.1
    }

    var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// An object's members by name (the last of a name given twice); nil for anything else.
    var members: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members) { _, last in last }
    }
}

/// JSON as Foundation's decoder reads it: a whole number an `int`, any other a `double`.
private struct DecodedJSON: Decodable {
    let value: JSONValue

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            value = .object(
                try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                    (key.stringValue, try object.decode(DecodedJSON.self, forKey: key).value)
                })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(DecodedJSON.self).value) }
            value = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            // Each kind tried and missed costs an error value: the commonest in a long argument come first.
            if single.decodeNil() {
                value = .null
            } else if let number = try? single.decode(Int.self) {
                value = .int(number)
            } else if let text = try? single.decode(String.self) {
                value = .string(text)
            } else if let number = try? single.decode(Double.self) {
                value = .double(number)
            } else {
                value = .bool(try single.decode(Bool.self))
            }
        }
    }
}
