import Hummingbird

/// GET and HEAD only, and without a body: anything else is refused before routing (the router alone
/// would say 404 to another method, and would read a body no page asks for).
struct GetOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            throw HTTPError(.methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let length = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        guard length == 0, request.headers[.transferEncoding] == nil else {
            throw HTTPError(.contentTooLarge)
        }
        return try await next(request, context)
    }
}
