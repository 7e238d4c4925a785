/// A person credited on a movie (a director), by KOBIS's names.
public struct Person: Hashable, Sendable {
    /// The name in Korean, e.g. `이규만`.
    public var name: String
    /// The name in Latin letters, when KOBIS has it, e.g. `LEE Kyuman`.
    public var nameEnglish: String?

    /// Makes a person.
    public init(name: String, nameEnglish: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
    }
}
