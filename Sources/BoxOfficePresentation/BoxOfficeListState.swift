import BoxOfficeDomain

/// What the box-office list shows at a moment; the ViewModel publishes each new one.
public enum BoxOfficeListState: Equatable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// Fetching the given day.
    case loading(BoxOfficeDate)
    /// A day is shown.
    case loaded(BoxOfficeListContent)
    /// The last request failed; `message` explains why in one line.
    case failed(BoxOfficeFailure, message: String)
}
