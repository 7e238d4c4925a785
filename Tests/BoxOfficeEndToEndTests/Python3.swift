import Foundation

/// Where `python3` is for the tests that need it: the first on `PATH`, as `scripts/install-deps`
/// accepts it, else `/usr/bin` or `/usr/local/bin` (a test runner's `PATH` may be short).
enum Python3 {
    /// The python3 to run, or `nil` when there is none (those tests are then skipped).
    static let executable: String? = locate(path: ProcessInfo.processInfo.environment["PATH"])

    /// The folders searched after `PATH`.
    static let fallbackFolders = ["/usr/bin", "/usr/local/bin"]

    /// The first executable `python3` in the absolute folders of `path` (colon-separated), then
    /// in ``fallbackFolders``.
    static func locate(
        path: String?, isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
    ) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return (folders + fallbackFolders).lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent("python3").path }
            .first(where: isExecutable)
    }
}
