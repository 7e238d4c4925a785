// One row of the fault table: what a misbehaving server does, and what the user is asked to run.

import BoxOfficeTestSupport
import Foundation

/// A way a server can misbehave, and the command run against it.
///
/// Every case has a KOBIS on 127.0.0.1, a Kakao on 127.0.0.1 (used when the case has a Kakao
/// answer), and a server "elsewhere" on 127.0.0.2 that a redirect may point to; each logs what
/// it was asked.
struct FaultCase: Sendable {
    /// What the user runs.
    enum Command: Sendable {
        /// `boxoffice ARGUMENTS… --lang en`.
        case oneShot([String])
        /// `boxoffice repl --lang en` with these lines piped in.
        case repl([String])
        /// `boxoffice mcp --lang en` sent these messages, after `initialize`; `named` in the table.
        case mcp(named: String, [String])
    }

    /// What the client on the other end of standard output does.
    enum Reader: Sendable {
        /// Reads everything.
        case reads
        /// Never reads: the pipe fills.
        case neverReads
        /// Closes its end at once, as a client that dies does.
        case gone
    }

    /// Which line of what was printed the table shows.
    enum Shown: Sendable {
        /// The first line of standard error when the run failed, else the last line of standard
        /// output (and the first of standard error, if any).
        case automatic
        /// The first line of standard output or error containing this text.
        case line(containing: String)
    }

    /// Where the servers listen, for answers that point at another one.
    struct Origins: Sendable {
        /// The server on another host (127.0.0.2).
        let elsewhere: URL
    }

    /// An argument the runner replaces with the loopback KOBIS's port: a port in use, for `web`.
    static let kobisPort = "KOBIS_PORT"

    /// The short name in the table's first column.
    let name: String
    /// The command.
    var command: Command = .oneShot(["daily", "20220105"])
    /// `KOBIS_TIMEOUT`: small where the case waits for a deadline.
    var timeout = "10"
    /// What KOBIS answers.
    let kobis: @Sendable (RawRequest, Origins) -> RawReply
    /// What Kakao answers; `nil`: no Kakao key is set.
    var kakao: (@Sendable (RawRequest, Origins) -> RawReply)? = nil
    /// Whether the requests to the server elsewhere are counted in the table (redirect cases).
    var watchesElsewhere = false
    /// The line the table shows.
    var shown: Shown = .automatic
    /// Whether the message holds a byte count that depends on timing (a trickle), written `N`.
    var countsVary = false
    /// `ulimit -f` in bytes, for a disk that fills; `nil`: no limit.
    var fileSizeLimit: Int? = nil
    /// Ctrl-C (SIGINT) once KOBIS has seen this many requests; `nil`: never.
    var interruptAtRequest: Int? = nil
    /// Who reads standard output.
    var reader: Reader = .reads
    /// One-shot commands run first, unmeasured, to fill the store; their requests are not in the table.
    var before: [[String]] = []
    /// Then done to the store's file (its path), before the command: damage, a crash, a cut log.
    var toTheStore: (@Sendable (String) throws -> Void)? = nil

    /// The day every case asks for, as KOBIS writes it.
    static let day = "20220105"
    /// The movie every detail case asks for.
    static let movieCode = "20199882"
}

/// The answers the cases are built from.
enum FaultAnswers {
    /// A day of `movies` (ten made-up ones by default).
    static func day(_ movies: [LoopbackBodies.RankedMovie] = LoopbackBodies.tenMovies) -> RawReply {
        .json(LoopbackBodies.dailyJSON(targetDt: FaultCase.day, movies: movies))
    }

    /// `text` as a 200 JSON answer.
    static func json(_ text: String) -> RawReply {
        .json(Data(text.utf8))
    }

    /// A KOBIS fault (HTTP 200, as KOBIS sends them).
    static func fault(_ code: String, _ message: String) -> RawReply {
        .json(LoopbackReply.faultBody(code: code, message: message))
    }

    /// A status with a small body and these headers.
    static func status(_ code: Int, headers: [String: String] = [:]) -> RawReply {
        .respond(status: code, headers: headers, body: Data("status \(code)".utf8))
    }

    /// `first` to the first request, `then` to every later one.
    static func firstThen(_ first: RawReply, _ then: RawReply)
        -> @Sendable (RawRequest, FaultCase.Origins)
        -> RawReply
    {
        { request, _ in request.index == 0 ? first : then }
    }

    /// The movie info of the detail cases.
    static let movieInfo = reply(LoopbackBodies.movieInfo(code: FaultCase.movieCode, title: "경관의 피"))

    /// A Kakao answer with one image.
    static let kakaoImage = reply(LoopbackBodies.kakaoImages(["https://img.example/poster.jpg"]))

    /// A Kakao error with its JSON body.
    static func kakaoError(_ status: Int, _ type: String, _ message: String) -> RawReply {
        reply(LoopbackBodies.kakaoError(status: status, type: type, message: message))
    }

    /// A FlyingFox server's reply as the raw server gives it.
    static func reply(_ reply: LoopbackReply) -> RawReply {
        switch reply {
        case .body(let data): .json(data)
        case .status(let status, let body):
            .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
        case .fault(let code, let message): fault(code, message)
        case .delayed(_, let inner): Self.reply(inner)
        case .never: .stall(Data())
        }
    }
}
