// What `boxoffice mcp` says of a message it did not read or a call it could not make, in Korean then
// English.

/// The protocol server's words, part of ``Words``: a language that lacks one does not build.
public protocol ServerWords: Sendable {
    /// A protocol message (one line of `boxoffice mcp`'s input) longer than `limit` bytes, not read.
    func messageTooLong(limit: Int) -> String
    /// A batch (a JSON array) of more than `limit` messages, not read.
    func batchTooLarge(limit: Int) -> String
    /// A protocol request whose id is no string or number (an object, an array, true, null): not read.
    var requestIDInvalid: String { get }
    /// A request whose JSON cannot be read as values (not UTF-8, a control character in a string, deep nesting,
    /// a number past a double's range, a lone surrogate).
    var messageUnreadable: String { get }
    /// A protocol message that is not JSON.
    var messageNotJSON: String { get }
    /// A protocol message that is JSON but no JSON-RPC 2.0 request (no `"jsonrpc":"2.0"`, no method, params not an object).
    var messageNotRequest: String { get }
    /// A tool called with arguments its schema does not offer; `known` are those it does.
    func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String
    /// A protocol request for a method the server does not have.
    func unknownMethod(_ method: String) -> String
    /// A protocol request whose params lack what `method` needs, or hold it as the wrong type.
    func paramsInvalid(method: String) -> String
}

extension KoreanWords {
    public func messageTooLong(limit: Int) -> String {
        "\(NumberFormatting.grouped(limit))바이트보다 긴 메시지는 읽지 않았습니다: 메시지마다 그 길이까지 한 줄로 보내세요"
    }

    public func batchTooLarge(limit: Int) -> String {
        "메시지가 \(limit)개보다 많은 배치는 읽지 않았습니다: 한 배치에 그 수까지, 또는 한 줄에 하나씩 보내세요"
    }

    public var requestIDInvalid: String {
        "요청을 읽지 않았습니다: id가 문자열이나 숫자가 아닙니다"
    }

    public var messageUnreadable: String {
        "요청을 읽지 않았습니다: JSON을 값으로 읽을 수 없습니다(UTF-8이 아닌 바이트, 문자열 안의 제어 문자, 512단계보다 깊은 중첩, double로 나타낼 수 없는 큰 수, 짝 없는 서로게이트)"
    }

    public var messageNotJSON: String {
        "메시지를 읽지 않았습니다: JSON이 아닙니다"
    }

    public var messageNotRequest: String {
        #"메시지를 읽지 않았습니다: JSON-RPC 2.0 요청("jsonrpc":"2.0", 메서드 이름, 객체 params가 있는 객체)이 아닙니다"#
    }

    public func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String {
        let offered = known.isEmpty ? "받는 인자가 없습니다" : "받는 인자는 " + known.joined(separator: ", ") + "입니다"
        return "\(tool) 도구에는 \(names.map { "'\($0)'" }.joined(separator: ", ")) 인자가 없습니다: \(offered)"
    }

    public func unknownMethod(_ method: String) -> String {
        "'\(method)' 메서드는 없습니다: 서버에는 initialize, ping, tools/list, tools/call, resources/list, resources/read가 있습니다"
    }

    public func paramsInvalid(method: String) -> String {
        "\(method)의 params에 필요한 값이 없거나 형식이 틀렸습니다"
    }
}

extension EnglishWords {
    public func messageTooLong(limit: Int) -> String {
        "a message longer than \(counted(limit, "byte")) was not read: send each message on one line of at most that"
    }

    public func batchTooLarge(limit: Int) -> String {
        "a batch of more than \(limit) messages was not read: send at most that many in one, or each on a line of its own"
    }

    public var requestIDInvalid: String {
        "the request was not read: its id is not a string or a number"
    }

    public var messageUnreadable: String {
        "the request was not read: its JSON cannot be read as values (bytes that are not UTF-8, a control character in a string, nesting deeper than 512, a number too large for a double, a lone surrogate)"
    }

    public var messageNotJSON: String {
        "the message was not read: it is not JSON"
    }

    public var messageNotRequest: String {
        #"the message was not read: it is no JSON-RPC 2.0 request (an object with "jsonrpc":"2.0", a method name and object params)"#
    }

    public func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String {
        let offered = known.isEmpty ? "it takes none" : "it takes " + known.joined(separator: ", ")
        return "\(tool) has no argument \(names.map { "'\($0)'" }.joined(separator: ", ")): \(offered)"
    }

    public func unknownMethod(_ method: String) -> String {
        "there is no method '\(method)': the server has initialize, ping, tools/list, tools/call, resources/list and resources/read"
    }

    public func paramsInvalid(method: String) -> String {
        "the params of \(method) lack what it needs or hold it as the wrong type"
    }
}
