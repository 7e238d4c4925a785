import BoxOfficeData
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

    /// The store opened in the folder, and its warning's English text; fails the test when it
    /// cannot be opened.
    func open(sourceLocation: SourceLocation = #_sourceLocation) throws -> (BoxOfficeStore, String?) {
        switch BoxOfficeStore.open(in: url) {
        case .opened(let store, let warning): return (store, warning?.description)
        case .unavailable(let reason):
            Issue.record("the store did not open: \(reason)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
