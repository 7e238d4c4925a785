// The ids the SDK is handed and the ones the client gets back: its own, byte for byte, whatever happens between.

import Foundation
import Testing

@testable import BoxOfficeMCP

@Suite("RequestIDs hands the SDK ids of its own and gives the client's back")
struct RequestIDsTests {
    static func data(_ text: String) -> Data { Data(text.utf8) }
    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// What the SDK is handed for `line`.
    static func passed(_ incoming: RequestIDs.Incoming) -> String? {
        guard case .pass(let data) = incoming else { return nil }
        return text(data)
    }

    @Test(
        "a request goes on under the next id of ours, and its answer carries the client's id as it was written"
    )
    func roundTrip() {
        let ids = RequestIDs()
        let read = ids.read(Self.data(#"{"jsonrpc":"2.0","id": 1.50 ,"method":"ping"}"#))
        #expect(Self.passed(read) == #"{"jsonrpc":"2.0","id": 1 ,"method":"ping"}"#)
        #expect(ids.unansweredCount == 1)
        let (answer, finished) = ids.written(Self.data(#"{"id":1,"jsonrpc":"2.0","result":{}}"#))
        #expect(Self.text(answer) == #"{"id":1.50,"jsonrpc":"2.0","result":{}}"#)
        #expect(ids.unansweredCount == 0 && !finished)
    }

    @Test(
        "an id that is no string or number is refused with id null; one of the SDK's own making is answered as null"
    )
    func invalidAndUnknownIDs() {
        let ids = RequestIDs()
        for id in ["{}", "[1]", "true", "false", "null"] {
            #expect(
                ids.read(Self.data(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#))
                    == .refuse(code: -32600, id: Self.data("null")), "\(id)")
        }
        let (answer, _) = ids.written(
            Self.data(#"{"error":{"code":-32700,"message":"x"},"id":"0F3A","jsonrpc":"2.0"}"#))
        #expect(Self.text(answer) == #"{"error":{"code":-32700,"message":"x"},"id":null,"jsonrpc":"2.0"}"#)
    }

    @Test(
        "a cancellation names the latest request under the client's id, and a late answer still gets that id")
    func cancellation() {
        let ids = RequestIDs()
        _ = ids.read(Self.data(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#))
        _ = ids.read(Self.data(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#))
        let cancel = ids.read(
            Self.data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a"}}"#))
        #expect(
            Self.passed(cancel)
                == #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}"#)
        #expect(ids.unansweredCount == 1, "a cancelled request is waited for no more")
        #expect(
            Self.text(ids.written(Self.data(#"{"id":2,"result":{}}"#)).data) == #"{"id":"a","result":{}}"#)
        let unknown = ids.read(
            Self.data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#))
        #expect(Self.passed(unknown)?.contains(#""requestId":0"#) == true, "the client's 1 is not our 1")
    }

    @Test("a response from the client keeps no id of ours; input ended with nothing to answer is finished")
    func responsesAndTheEnd() {
        let ids = RequestIDs()
        let response = ids.read(Self.data(#"{"jsonrpc":"2.0","id":7,"result":{}}"#))
        #expect(Self.passed(response) == #"{"jsonrpc":"2.0","id":0,"result":{}}"#)
        _ = ids.read(Self.data(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#))
        #expect(!ids.inputEnded())
        #expect(ids.written(Self.data(#"{"id":1,"result":{}}"#)).finished)
    }

    @Test(
        "a message that is no object, or no JSON, or nested deep goes on as it came, and a key with escapes is read"
    )
    func oddMessages() {
        let ids = RequestIDs()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for line in ["[1,2]", "{", #"{"id":1"#, "not json", #"{"a":"\"}"#, deep] {
            #expect(Self.passed(ids.read(Self.data(line))) == line)
        }
        let escaped = ids.read(Self.data(#"{"jsonrpc":"2.0","\u0069d":"x","method":"ping"}"#))
        #expect(Self.passed(escaped) == #"{"jsonrpc":"2.0","\u0069d":1,"method":"ping"}"#)
    }

    @Test(
        "an id that is no JSON (1abc, 1.2.3, a bad escape, bytes not UTF-8) is refused with id null, never echoed into the answer"
    )
    func idsThatAreNoJSON() {
        let ids = RequestIDs()
        let broken = [
            "1abc", "1.2.3", "-", "01", "0x10", "1e", "--1", "1.", ".5", #""\x""#, #""\u12""#, "\"a\u{1}b\"",
        ]
        for id in broken {
            #expect(
                ids.read(Self.data(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#))
                    == .refuse(code: -32600, id: Self.data("null")), "\(id)")
        }
        let notUTF8 =
            Self.data(#"{"jsonrpc":"2.0","id":"a"#) + Data([0xFF]) + Self.data(#"","method":"ping"}"#)
        #expect(ids.read(notUTF8) == .refuse(code: -32600, id: Self.data("null")))
        // Valid ids of a request the SDK cannot read are still its own.
        for id in ["-0", "1e400", "1E+2", "-0.5e-3", #""\ud800""#, #""a\"b""#] {
            #expect(
                ids.read(Self.data(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping","params":1e309}"#))
                    == .refuse(code: -32700, id: Self.data(id)), "\(id)")
        }
        #expect(ids.unansweredCount == 0)
    }

    @Test(
        "a request that names its id twice is refused with id null: the SDK may read the other one, or none")
    func idTwice() {
        let ids = RequestIDs()
        for line in [
            #"{"jsonrpc":"2.0","id":{},"method":"ping","id":8}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"ping","id":8}"#,
            #"{"jsonrpc":"2.0","\u0069d":{},"id":4,"method":"ping"}"#,
        ] {
            #expect(ids.read(Self.data(line)) == .refuse(code: -32600, id: Self.data("null")), "\(line)")
        }
        #expect(ids.unansweredCount == 0, "a request the SDK may never answer would hold the reader for ever")
    }
}
