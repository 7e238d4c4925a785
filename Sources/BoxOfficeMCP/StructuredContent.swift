// A tool's json document as the SDK's structured content, built from the document itself.

import BoxOfficePresentation
import MCP

extension Value {
    /// `document` as the value its json text decodes to, made without writing and decoding that text:
    /// the SDK's decoder ran a regular expression over every string (to find data URLs), which took
    /// nine tenths of a stored chart's call. A number that is whole is an `int`, as the decoder reads it.
    init(document: JSONValue) {
        switch document {
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.0, Value(document: $0.1)) }) { _, last in last })
        case .array(let elements): self = .array(elements.map(Value.init(document:)))
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(number)
        case .double(let number):
            if !number.isFinite {
                self = .null
            } else if let whole = Int(exactly: number) {
                self = .int(whole)
            } else {
                self = .double(number)
            }
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}
