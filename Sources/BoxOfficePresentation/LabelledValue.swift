/// One `label  value` line of a view that lists facts (`status`, `cache info`, `settings`):
/// the label in the view's language, the value as shown.
public struct LabelledValue: Hashable, Sendable {
    /// The label, e.g. `저장소` or `store`.
    public let label: String
    /// The value.
    public let value: String

    /// Makes a line.
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
