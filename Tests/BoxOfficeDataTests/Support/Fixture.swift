import Foundation

/// The small hand-written bodies in `Fixtures/`, each showing one KOBIS quirk; a file named after an
/// endpoint (`searchCodeList.json`) is what a ``LoopbackKOBIS`` of the folder serves it.
enum Fixture {
    /// Why a fixture could not be loaded.
    struct NotFound: Error, CustomStringConvertible {
        let name: String
        var description: String { "Fixtures/\(name) is not in the test bundle" }
    }

    /// The bytes of `Fixtures/<name>` (with its extension, `json` when none is given).
    static func data(_ name: String) throws -> Data {
        let file = name.contains(".") ? name : name + ".json"
        let base = (file as NSString).deletingPathExtension
        let ext = (file as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Fixtures")
        else {
            throw NotFound(name: file)
        }
        return try Data(contentsOf: url)
    }

    /// The folder itself, for a loopback KOBIS that serves its files.
    static func folder() throws -> URL {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw NotFound(name: "")
        }
        return url
    }
}
