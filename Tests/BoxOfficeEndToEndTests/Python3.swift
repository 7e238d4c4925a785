import Foundation

/// Where `python3` is for the tests that need it: the first on `PATH`, as `scripts/install-deps`
/// accepts it, else `/usr/bin` or `/usr/local/bin` (a test runner's `PATH` may be short).
enum Python3 {
    /// The python3 to run, or `nil` when there is none (those tests are then skipped).
    static let executable: String? = locate(path: ProcessInfo.processInfo.environment["PATH"])

    /// The folders searched after `PATH`.
    static let fallbackFolders = ["/usr/bin", "/usr/local/bin"]

    /// Where `chromium` is for the browser tests, found as python3 is; `nil` when there is none.
    static let chromium: String? = locate("chromium", path: ProcessInfo.processInfo.environment["PATH"])

    /// The first executable `program` (`python3` unless told) in the absolute folders of `path`
    /// (colon-separated), then in ``fallbackFolders``.
    static func locate(
        _ program: String = "python3", path: String?,
        isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
    ) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return (folders + fallbackFolders).lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent(program).path }
            .first(where: isExecutable)
    }
}
