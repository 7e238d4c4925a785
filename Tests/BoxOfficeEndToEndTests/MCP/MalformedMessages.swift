// Messages no client should send: broken JSON, wrong shapes, wrong types, bytes that are not text.

import Foundation

enum MalformedMessages {
    static let valid =
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"daily","arguments":{"day":"20220105"}}}"#

    /// Every message, one a line (none holds a line feed: the transport reads a message a line).
    static var all: [Data] {
        (truncations + notJSON + wrongShapes + wrongArguments + batches).map { Data($0.utf8) } + notText
    }

    /// The valid call cut after every fourth character.
    static var truncations: [String] {
        stride(from: 1, to: valid.count - 1, by: 4).map { String(valid.prefix($0)) }
    }

    static let notJSON = [
        "{", "}", "[", "]", "{]", "[}", "null", "true", "false", "0", "-1", "1e999", "\"text\"", "{{}}",
        "{\"jsonrpc\"}", "{\"jsonrpc\":}", "{,}", "[,]", "{\"a\":1,}", "'single'", "NaN", "Infinity",
        "{\"id\":1 \"method\":\"x\"}", String(repeating: "[", count: 100_000),
        String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
    ]

    static let wrongShapes = [
        #"{"jsonrpc":"1.0","id":1,"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":1}"#,
        #"{"jsonrpc":"2.0","id":1,"method":42}"#,
        #"{"jsonrpc":"2.0","id":1,"method":null}"#,
        #"{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":[1],"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":99999999999999999999999,"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":-1,"method":"nothing/here"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"tools/call"}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":"daily"}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":[]}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{}}"#,
        #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":42}}"#,
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":null}}"#,
        #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"daily","arguments":[]}}"#,
        #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"daily","arguments":"x"}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"daily","arguments":1}}"#,
        #"{"jsonrpc":"2.0","id":11,"method":"resources/read","params":{}}"#,
        #"{"jsonrpc":"2.0","id":12,"method":"resources/read","params":{"uri":42}}"#,
        #"{"jsonrpc":"2.0","id":13,"method":"resources/read","params":{"uri":"file:///etc/passwd"}}"#,
        #"{"jsonrpc":"2.0","id":14,"method":"resources/read","params":{"uri":"boxoffice://chart/../../x"}}"#,
        #"{"jsonrpc":"2.0","id":15,"method":"initialize","params":{}}"#,
        #"{"jsonrpc":"2.0","id":16,"method":"initialize","params":{"protocolVersion":1}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"nope"}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/unknown"}"#,
        #"{"jsonrpc":"2.0","id":17,"result":{}}"#,
        #"{"jsonrpc":"2.0","id":18,"error":{"code":"x"}}"#,
        #"{"jsonrpc":"2.0","id":19,"method":"tools/list","params":{"cursor":{}}}"#,
        #"{"jsonrpc":"2.0","id":20,"method":"ping","params":42}"#,
        #"{"jsonrpc":"2.0","id":"\u0000","method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":21,"method":"\u202etools/list"}"#,
    ]

    /// Every tool called with values of every wrong type, and with a name it does not take.
    static var wrongArguments: [String] {
        let tools = [
            "daily", "weekly", "weekend", "weekdays", "detail", "search", "people", "person", "company",
            "trend", "top", "compare", "openings", "months", "calendar", "shares", "status", "sync",
        ]
        let values = [
            #"{"day":123}"#, #"{"day":true}"#, #"{"day":{"x":[1,2]}}"#, #"{"from":"99999999","to":"-1"}"#,
            #"{"movie":"\u001b[31m"}"#, #"{"title":"\#(String(repeating: "가", count: 5_000))"}"#,
            #"{"unknown":1,"nation":"martian"}"#, #"{"limit":-5,"page":1e300,"concurrency":"many"}"#,
        ]
        var messages: [String] = []
        for (index, tool) in tools.enumerated() {
            for (offset, arguments) in values.enumerated() {
                let id = 1_000 + index * values.count + offset
                messages.append(
                    #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
                )
            }
        }
        return messages
    }

    static let batches = [
        "[]", "[1,2,3]", "[{}]", "[null]", "[\(valid),\"x\"]", "[[[]]]",
        #"[{"jsonrpc":"2.0","id":30,"method":"tools/list"},{"jsonrpc":"2.0"}]"#,
    ]

    /// Bytes that are not UTF-8, a NUL, escape sequences, a lone surrogate.
    static let notText: [Data] = [
        Data([0xFF, 0xFE, 0xFD]), Data([0x00]), Data([0x7B, 0x00, 0x7D]), Data([0xC3, 0x28]),
        Data([0xED, 0xA0, 0x80]), Data("\u{1B}[2J\u{1B}]0;pwned\u{07}".utf8), Data([0xF4, 0x90, 0x80, 0x80]),
        Data(#"{"jsonrpc":"2.0","id":40,"method":"tools/call","params":{"name":"daily\#u{FFFF}"}}"#.utf8),
    ]
}
