import BoxOfficeTestSupport
import Foundation
import Testing

/// The store's recipes as an analyst runs them (docs/store.md, "Querying the store"): the fenced
/// blocks it names, and the sqlite3 and python3 programs found on the machine (the tests that need
/// one skip when it is not there).
enum AnalystTools {
    /// The text of the one fenced block of the documents whose info string is `language name`.
    static func recipe(_ name: String, language: String = "sql") throws -> String {
        let opening = "\n```\(language) \(name)\n"
        let document = try ProjectDocuments.holding(opening)
        let blocks = document.text.components(separatedBy: opening).dropFirst()
        try #require(
            blocks.count == 1, "\(document.path) has one ```\(language) \(name) block, not \(blocks.count)")
        let body = try #require(blocks.first?.components(separatedBy: "\n```").first)
        return body + "\n"
    }

    static let sqlite3 = locate("sqlite3")

    /// A python3 that imports pandas, or `nil`.
    static let pythonWithPandas: String? = {
        guard let python = locate("python3"),
            let result = try? run(python, ["-c", "import pandas"]), result.status == 0
        else { return nil }
        return python
    }()

    /// The first executable `name` on `PATH`, then in `/usr/bin` and `/usr/local/bin`.
    static func locate(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return (folders + ["/usr/bin", "/usr/local/bin"]).lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs a program to its end with `input` on its standard input; its streams go through files,
    /// so neither can fill and stall it.
    static func run(
        _ executable: String, _ arguments: [String], input: String = "", environment: [String: String]? = nil
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "analyst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }
        let handles = [
            try FileHandle(forReadingFrom: files[0]), try FileHandle(forWritingTo: files[1]),
            try FileHandle(forWritingTo: files[2]),
        ]
        defer { for handle in handles { try? handle.close() } }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        let read = { (file: URL) in String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self) }
        return Result(status: process.terminationStatus, output: read(files[1]), errors: read(files[2]))
    }

    /// A row of sqlite3's `-json` output: text stays text, so a movie code read as a number fails.
    enum Value: Decodable, Equatable, CustomStringConvertible {
        case text(String)
        case integer(Int)
        case real(Double)
        case null

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let text = try? value.decode(String.self) {
                self = .text(text)
            } else if let integer = try? value.decode(Int.self) {
                self = .integer(integer)
            } else {
                self = .real(try value.decode(Double.self))
            }
        }

        var description: String {
            switch self {
            case .text(let text): "'\(text)'"
            case .integer(let integer): String(integer)
            case .real(let real): String(real)
            case .null: "NULL"
            }
        }
    }

    /// The rows `sql` gives from the store file, read only, through the sqlite3 program.
    static func query(_ sql: String, in file: URL) throws -> [[String: Value]] {
        let sqlite3 = try #require(sqlite3)
        let result = try run(sqlite3, ["-readonly", "-bail", "-json", file.path], input: sql)
        try #require(result.status == 0 && result.errors.isEmpty, "sqlite3 failed: \(result.errors)")
        // sqlite3 prints nothing at all for no rows.
        guard !result.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        return try JSONDecoder().decode([[String: Value]].self, from: Data(result.output.utf8))
    }
}
