import BoxOfficeDomain
import BoxOfficePresentation

/// What the session needs for `detail`, `poster` and `status`: the ViewModels, the detail
/// layout, and what the terminal can show.
@MainActor
public final class ReplDetails {
    /// The detail screen.
    public let viewModel: MovieDetailViewModel
    /// `status`; `nil` when not available.
    public let status: StatusViewModel?
    /// The vertical detail layout.
    public let renderer: MovieDetailRenderer
    /// Whether and how the terminal shows images.
    public let imageSupport: TerminalImageSupport
    /// Where `poster` fetches image bytes; `nil`: it prints the address only.
    public let images: (any PosterImageRepository)?

    /// - Parameters:
    ///   - viewModel: the detail screen (it watches the list and prefetches).
    ///   - status: `status` and the call-budget warning.
    ///   - renderer: the vertical layout.
    ///   - imageSupport: the terminal's image protocol.
    ///   - images: where `poster` fetches images.
    public init(
        viewModel: MovieDetailViewModel, status: StatusViewModel?, renderer: MovieDetailRenderer,
        imageSupport: TerminalImageSupport = .none, images: (any PosterImageRepository)? = nil
    ) {
        self.viewModel = viewModel
        self.status = status
        self.renderer = renderer
        self.imageSupport = imageSupport
        self.images = images
    }
}
