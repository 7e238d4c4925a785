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

    /// A poster's bytes, typed by what they start with; a placeholder drawing when there are none
    /// or they are of no type an `<img>` may show.
    static func poster(_ bytes: Data?) -> Response {
        guard let bytes, let type = imageType(of: bytes) else {
            return Response(
                status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=300"],
                body: .init(byteBuffer: ByteBuffer(string: placeholder)))
        }
        return Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "max-age=86400"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// JPEG, PNG, GIF or WebP, by their magic bytes; `nil` for anything else.
    static func imageType(of bytes: Data) -> String? {
        let start = [UInt8](bytes.prefix(12))
        if start.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if start.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if start.count == 12, start.starts(with: Array("RIFF".utf8)), start[8...] == Array("WEBP".utf8)[...] {
            return "image/webp"
        }
        return nil
    }

    /// A poster's frame with nothing in it, the size of the chart's icons.
    static let placeholder = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="174" viewBox="0 0 120 174">\
        <rect width="120" height="174" fill="#ddd"/>\
        <path d="M40 70h40v34H40z" fill="none" stroke="#999" stroke-width="4"/></svg>
        """
}
