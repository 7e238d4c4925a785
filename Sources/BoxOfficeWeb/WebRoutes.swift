// The site's addresses: each served screen, `/` (the daily chart), the style sheet and the posters,
// behind the policy, the error pages, the host check, the same-site check and GET only, in that order.

import Hummingbird

/// The router every request goes through: middleware first, so every route (and the 404) is wrapped
/// in it; the first added is the outermost.
public enum WebRoutes {
    /// No script at all, styles and images from this site only, forms sent only here, never framed.
    public static let policy: ContentSecurityPolicy = [
        .defaultSrc(.none), .imgSrc(.self), .styleSrc(.self), .formAction(.self), .baseURI(.none),
        .frameAncestors(.none),
    ]

    public static func router(site: WebSite, frames: WebFrames, port: ServedPort) -> Router<
        BasicRequestContext
    > {
        let router = Router(options: .autoGenerateHeadEndpoints)
        // The policy outermost: an error page made inside it carries the policy too.
        router.add(middleware: ContentSecurityMiddleware(contentSecurityPolicy: policy))
        router.add(middleware: ErrorPageMiddleware(frames: frames))
        router.add(middleware: HostCheckMiddleware(port: port, frames: frames))
        router.add(middleware: SameSiteMiddleware(frames: frames))
        router.add(middleware: GetOnlyMiddleware())
        router.get("/site.css") { _, _ in WebResponses.styleSheet() }
        // Browsers ask for it on every page; nothing, kept a day, is quieter than a 404 page each time.
        router.get("/favicon.ico") { _, _ in
            Response(status: .noContent, headers: [.cacheControl: "max-age=86400"])
        }
        router.get("/") { request, _ in await answer(request, WebScreens.home, site: site, frames: frames) }
        for screen in WebScreens.served + [WebScreens.poster] {
            router.get(RouterPath(screen.path)) { request, _ in
                await answer(request, screen, site: site, frames: frames)
            }
        }
        return router
    }

    /// The request's query as `screen`'s command's arguments, run on the main actor; the page drawn here.
    static func answer(_ request: Request, _ screen: ServedScreen, site: WebSite, frames: WebFrames) async
        -> Response
    {
        let query: WebQuery
        do {
            query = try WebQuery(request.uri.query)
        } catch {
            return WebResponses.failure(error.message(in: frames.words), status: 400, frame: frames.frame())
        }
        switch await site.answer(screen, query: query.arguments) {
        case .page(let screen, let status):
            return WebResponses.page(screen, status: status, frame: frames.frame(query.layout))
        case .poster(let poster):
            // The card's `alt` names the film; the drawing in its place need not.
            return WebResponses.poster(
                PosterImage(poster: poster ?? .missing(""), title: "", words: frames.words))
        }
    }
}
