import Foundation
import Testing

/// Every KOBIS service the Data layer names is one the loopback KOBIS server serves, so a new
/// endpoint cannot be added without the route its repository tests need.
struct KOBISServicesServedTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The KOBIS service names (`searchDailyBoxOfficeList`, `searchCompanyInfo`…) in the Swift files under `folder`.
    static func services(under folder: String) throws -> Set<String> {
        let root = sources.appendingPathComponent(folder)
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let name = try Regex(#"search[A-Z][A-Za-z]*(?:List|Info)"#)
        return try Set(
            files.flatMap { file in
                try String(contentsOf: file, encoding: .utf8).matches(of: name).map {
                    String($0.output[0].substring ?? "")
                }
            })
    }

    @Test func everyServiceTheDataLayerAsksForIsServedByTheLoopbackServer() throws {
        let asked = try Self.services(under: "BoxOfficeData/Network")
        let served = try Self.services(under: "BoxOfficeTestSupport/Loopback")
        #expect(asked.count >= 8, "the services were read: \(asked.sorted())")
        #expect(asked.subtracting(served).isEmpty, "not served: \(asked.subtracting(served).sorted())")
    }
}
