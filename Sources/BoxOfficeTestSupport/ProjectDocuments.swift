// The users' documents, README.md and docs/*.md, found by what they hold: a test reads a table or a
// recipe where it lives now, and fails when two documents hold it.

import Foundation

/// README.md and the reference files in `docs/` beside it (the lessons, in `docs/lessons/`, have a
/// test of their own).
public enum ProjectDocuments {
    /// The package's root: this file is `Sources/BoxOfficeTestSupport/ProjectDocuments.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, then every `docs/*.md` by name, as paths from the root.
    public static func paths() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The text of the document at `path`, a path from the root.
    public static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The path and text of the one document that holds `marker`.
    /// - Throws: ``NotOne`` when no document holds it, or more than one does.
    public static func holding(_ marker: String) throws -> (path: String, text: String) {
        let found = try paths().map { ($0, try text(of: $0)) }.filter { $0.1.contains(marker) }
        guard found.count == 1, let only = found.first else {
            throw NotOne(marker: marker, paths: found.map(\.0))
        }
        return (path: only.0, text: only.1)
    }

    /// No document, or several, hold what a test looks for.
    public struct NotOne: Error, CustomStringConvertible {
        public let marker: String
        public let paths: [String]

        public var description: String {
            "\(paths.count) documents of README.md and docs/*.md hold \(marker.debugDescription), not one: "
                + "\(paths)"
        }
    }
}
