/// An actor of a movie and the part they play (배역), when KOBIS knows it.
public struct CastMember: Hashable, Sendable {
    /// The actor's name in Korean.
    public var name: String
    /// The actor's name in Latin letters, when KOBIS has it.
    public var nameEnglish: String?
    /// The role, e.g. `박강윤`; `nil` when KOBIS leaves it empty (often, for foreign films).
    public var role: String?

    /// Makes a cast member.
    public init(name: String, nameEnglish: String? = nil, role: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
        self.role = role
    }
}
