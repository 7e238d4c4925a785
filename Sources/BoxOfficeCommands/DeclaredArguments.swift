// A declaration's arguments read off ArgumentParser's own help dump, for the fronts that are not the prompt.

import ArgumentParser
import Foundation

/// A declaration's arguments as ArgumentParser's help dump (`ToolInfoV0`, what `--experimental-dump-help`
/// prints) gives them: what a front that is not a prompt reads off a command (a protocol's schema, the
/// shell's run options).
public enum DeclaredArguments {
    public struct Argument: Decodable, Sendable {
        public struct Name: Decodable, Sendable {
            public let kind: String
            public let name: String
        }
        public struct Completion: Decodable, Sendable {
            public struct Values: Decodable, Sendable { public let values: [String] }
            public let list: Values?
        }
        public let kind: String
        public let valueName: String?
        public let isOptional: Bool
        public let defaultValue: String?
        public let allValues: [String]?
        public let completionKind: Completion?
        public let preferredName: Name?
        public let abstract: String?
        public let shouldDisplay: Bool?

        public var longName: String? { preferredName?.kind == "long" ? preferredName?.name : nil }
    }

    private struct Dump: Decodable {
        struct Command: Decodable { let arguments: [Argument]? }
        let command: Command
    }

    /// The arguments of `type`'s declaration; none when its dump cannot be read (never seen: the
    /// dump is ArgumentParser's own).
    public static func of(_ type: any ParsableArguments.Type) -> [Argument] {
        let dump = try? JSONDecoder().decode(Dump.self, from: Data(type._dumpHelp().utf8))
        return dump?.command.arguments ?? []
    }
}
