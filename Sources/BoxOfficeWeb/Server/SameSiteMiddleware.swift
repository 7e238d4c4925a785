import HTTPTypes
import Hummingbird

/// Only this site's own pages, or the reader opening an address, are answered: a browser says in
/// `Sec-Fetch-Site` who made a request, and a page of another site that asks for ours as an image, a
/// frame or a script's fetch would make the server spend the key's daily calls and fill the store.
/// A reader following a link from elsewhere is a navigation, and is answered; so is a client that
/// says nothing (curl, a script of the reader's own).
struct SameSiteMiddleware<Context: RequestContext>: RouterMiddleware {
    let frames: WebFrames

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard FetchMetadata.answers(request.headers) else {
            return WebResponses.failure(
                frames.words.crossSiteRefused, status: HTTPResponse.Status.forbidden.code,
                frame: frames.frame())
        }
        return try await next(request, context)
    }
}

/// What a browser says of who made a request (Fetch Metadata), and which of those are answered.
enum FetchMetadata {
    static let site = HTTPField.Name("Sec-Fetch-Site")
    static let mode = HTTPField.Name("Sec-Fetch-Mode")
    static let destination = HTTPField.Name("Sec-Fetch-Dest")

    /// Whether a request with these headers is this site's, the reader's own, or a top-level navigation.
    static func answers(_ headers: HTTPFields) -> Bool {
        guard let fetchSite = site.flatMap({ headers[$0] })?.lowercased() else { return true }
        if fetchSite == "same-origin" || fetchSite == "none" { return true }
        let navigates = mode.flatMap { headers[$0] }?.lowercased() == "navigate"
        let document = destination.flatMap { headers[$0] }?.lowercased() == "document"
        return navigates && document
    }
}
