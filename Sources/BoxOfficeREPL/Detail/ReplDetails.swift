import BoxOfficeDomain
import BoxOfficePresentation

/// What the session needs for `detail`, `poster` and `status`: the ViewModels and what the
/// terminal can show (the session's ``ReplDisplay`` lays them out).
@MainActor
public final class ReplDetails {
    /// The detail screen.
    public let viewModel: MovieDetailViewModel
    /// `status`; `nil` when not available.
    public let status: StatusViewModel?
    /// Whether and how the terminal shows images.
    public let imageSupport: TerminalImageSupport
    /// Where `poster` fetches image bytes; `nil`: it prints the address only.
    public let images: (any PosterImageRepository)?

    /// - Parameters:
    ///   - viewModel: the detail screen (it watches the list and prefetches).
    ///   - status: `status` and the call-budget warning.
    ///   - imageSupport: the terminal's image protocol.
    ///   - images: where `poster` fetches images.
    public init(
        viewModel: MovieDetailViewModel, status: StatusViewModel?,
        imageSupport: TerminalImageSupport = .none, images: (any PosterImageRepository)? = nil
    ) {
        self.viewModel = viewModel
        self.status = status
        self.imageSupport = imageSupport
        self.images = images
    }
}
