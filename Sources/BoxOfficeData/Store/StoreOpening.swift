import BoxOfficeDomain

/// What opening the local store gave.
public enum StoreOpening: Sendable {
    /// The store is open; `warning` says what had to be done first (a damaged or foreign
    /// file rebuilt), or is `nil`.
    case opened(BoxOfficeStore, warning: StoreProblem?)
    /// There is no store; the app works without one, and the problem says why.
    case unavailable(StoreProblem)
}
