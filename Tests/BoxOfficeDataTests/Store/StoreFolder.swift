import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// A fresh temporary folder for one test's store, removed afterwards.
struct StoreFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var file: URL { url.appendingPathComponent(BoxOfficeStore.fileName) }

    /// The store opened in the folder, and its warning; fails the test when it cannot be opened.
    func open(
        now: @escaping @Sendable () -> Date = { Date() },
        whenHealed: @escaping @Sendable (StoreHealed) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (BoxOfficeStore, StoreProblem?) {
        switch BoxOfficeStore.open(in: url, now: now, whenHealed: whenHealed) {
        case .opened(let store, let warning): return (store, warning)
        case .unavailable(let reason):
            Issue.record("the store did not open: \(reason)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }

    /// The fault of a store file that was rebuilt, or `nil` when `warning` is not a rebuild.
    func rebuiltFault(_ warning: StoreProblem?) -> StoreProblem.Fault? {
        guard case .rebuilt(let path, let fault)? = warning, path == file.path else { return nil }
        return fault
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
