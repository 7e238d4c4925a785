// A page, a style sheet or a poster as an HTTP response: the one place bodies and their types are made.

import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The responses the site sends: every page through its frame, typed, and never sent elsewhere as a referrer.
enum WebResponses {
    /// `screen` framed and written: drawn here, off the main actor, from its `Sendable` view data.
    static func page(_ screen: any WebScreen, status: Int, frame: PageFrame) -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        if let referrerPolicy { headers[referrerPolicy] = "no-referrer" }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: frame.document(screen))))
    }

    /// `Referrer-Policy`, which HTTPTypes does not name: a link followed from a page says nothing of it.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")

    /// The failure page of `status` saying `message`.
    static func failure(_ message: String, status: Int, frame: PageFrame) -> Response {
        page(FailurePage(title: frame.words.failureTitle, message: message), status: status, frame: frame)
    }

    static func styleSheet() -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: SiteStyle.css)))
    }

    /// A poster's image, kept a day; the drawing in its place only a few minutes, as a poster may be found later.
    static func poster(_ image: PosterImage) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: image.contentType,
                .cacheControl: image.isPlaceholder ? "max-age=300" : "max-age=86400",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
}
