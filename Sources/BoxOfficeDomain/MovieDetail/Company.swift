/// A company credited on a movie, and in what part (제작사, 배급사, 수입사, 제공, …).
public struct Company: Hashable, Sendable {
    /// The company's name, e.g. `리양필름(주)`.
    public var name: String
    /// What it did for the movie, e.g. `배급사`; `nil` when KOBIS does not say.
    public var part: String?

    /// Makes a company credit.
    public init(name: String, part: String? = nil) {
        self.name = name
        self.part = part
    }
}
