import Foundation

/// The real KOBIS responses in `../shared/kobis-samples`, beside the checkout.
///
/// They are read where they are, never copied into the project. When the folder is not
/// there, the tests that need it are skipped, and say so.
enum SharedSamples {
    /// `<checkout>/../shared/kobis-samples`, found from this source file's path.
    static let folder: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.deletingLastPathComponent().appendingPathComponent("shared/kobis-samples")
    }()

    /// Whether the folder exists.
    static var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The real daily answers: `daily-boxoffice-*.json` at the top of the folder.
    static var dailyResponses: [String] { files(in: "", prefix: "daily-boxoffice-", suffix: ".json") }

    /// The hand-edited daily answers in `modified/`.
    static var modifiedDailyResponses: [String] {
        files(in: "modified", prefix: "daily-boxoffice-", suffix: ".json")
    }

    /// KOBIS's real code lists (`code/searchCodeList.json`), `code-list-*.json`, if the folder has any.
    static var codeLists: [String] { files(in: "", prefix: "code-list-", suffix: ".json") }

    /// The quoted KOBIS fault bodies in `errors/`.
    static var faults: [String] { files(in: "errors", prefix: "kobis-fault-", suffix: ".quoted.json") }

    /// The bytes of a file, by its path inside the folder.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    private static func files(in subfolder: String, prefix: String, suffix: String) -> [String] {
        let directory = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
            .map { subfolder.isEmpty ? $0 : subfolder + "/" + $0 }
    }
}
