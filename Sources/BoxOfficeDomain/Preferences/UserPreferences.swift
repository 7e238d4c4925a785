/// What the user chose and wants remembered across launches, as named words (`layout` → `icon`):
/// the layer that owns a choice gives it a type (`PreferenceChoice`), and Data writes the words.
public struct UserPreferences: Hashable, Sendable {
    /// The saved words by name, as the settings file holds them: `["layout": "icon"]`.
    public private(set) var values: [String: String]

    /// Nothing chosen yet: every choice is its ``PreferenceChoice/standard``.
    public static let defaults = UserPreferences()

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public init(choosing choices: any PreferenceChoice...) {
        self.init()
        for choice in choices { values[type(of: choice).preferenceName] = choice.rawValue }
    }

    /// The choice of `Choice`'s kind: the one saved, or the standard one when none is saved or
    /// the word saved is not one of its cases (a newer version's). Setting it keeps its word.
    public subscript<Choice: PreferenceChoice>(_ kind: Choice.Type) -> Choice {
        get { values[Choice.preferenceName].flatMap(Choice.init(rawValue:)) ?? Choice.standard }
        set { values[Choice.preferenceName] = newValue.rawValue }
    }
}

/// A kind of choice kept in ``UserPreferences`` under a name, as its raw value; declared by the
/// layer that owns it.
public protocol PreferenceChoice: RawRepresentable<String>, CaseIterable, Sendable {
    static var preferenceName: String { get }
    // The choice of a first start.
    static var standard: Self { get }
}
