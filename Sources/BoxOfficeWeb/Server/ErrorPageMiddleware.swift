import Hummingbird

/// A thrown HTTP error (the router's 404 among them) becomes a page in the run's words here, inside
/// the policy's middleware, which a thrown error would skip.
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let frames: WebFrames

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            let words = frames.words
            let message =
                switch error.status {
                case .notFound: words.pageNotFound
                case .methodNotAllowed: words.methodNotAllowed
                case .contentTooLarge: words.requestTooLarge
                default: words.failureTitle
                }
            var response = WebResponses.failure(message, status: error.status.code, frame: frames.frame())
            // What the error says beside its status (`Allow` with a 405) is kept.
            if let headers = (error as? HTTPError)?.headers { response.headers.append(contentsOf: headers) }
            return response
        }
    }
}
