// A line read as JSON-RPC 2.0 and answered under the id the client wrote, whatever the id and whatever the line.

import BoxOfficePresentation
import Foundation
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct JSONRPCMessageTests {
    let words = EnglishWords(kobisKeySet: true)

    func read(_ line: String) -> IncomingLine { IncomingLine(Data(line.utf8), words: words) }

    func id(_ text: String) -> RequestID { RequestID(bytes: Data(text.utf8)) }

    @Test(
        "a string or number id is kept byte for byte: 1.5, 2^70, -0, 1e2, an escaped string",
        arguments: ["1.5", "1180591620717411303424", "-0", "1e2", #""s\u00e9""#, #""x""#, "7"])
    func anIDIsKeptAsWritten(written: String) {
        let line = read(#"{"jsonrpc":"2.0","id":\#(written),"method":"ping"}"#)
        #expect(line == .single(.request(id(written), method: "ping", params: .object([]))))
        #expect(
            String(decoding: RPCAnswer.result(.object([]), id: id(written)), as: UTF8.self)
                == #"{"id":\#(written),"jsonrpc":"2.0","result":{}}"#)
    }

    @Test(
        "an id that is no string or number is refused under id null",
        arguments: ["{}", "[]", "true", "null", "1abc", "01"])
    func anInvalidIDIsRefused(written: String) {
        let line = read(#"{"jsonrpc":"2.0","id":\#(written),"method":"ping"}"#)
        #expect(line == .single(.refused(.init(code: -32600, message: words.requestIDInvalid), .null)))
    }

    @Test func aMessageFoundationCannotReadIsAParseErrorUnderItsID() {
        let line = read(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"n":1e999}}"#)
        #expect(line == .single(.refused(.init(code: -32700, message: words.messageUnreadable), id("3"))))
        #expect(read("{") == .single(.refused(.init(code: -32700, message: words.messageNotJSON), .null)))
        #expect(read("42") == .single(.refused(.init(code: -32600, message: words.messageNotRequest), .null)))
    }

    @Test func whatIsNoRequestIsRefusedUnderItsIDAndAnAnswerFromTheClientIsLeft() {
        let notRequest = RPCFailure(code: -32600, message: words.messageNotRequest)
        #expect(read(#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#) == .single(.refused(notRequest, id("1"))))
        #expect(read(#"{"jsonrpc":"2.0","id":1,"method":42}"#) == .single(.refused(notRequest, id("1"))))
        #expect(
            read(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":42}"#)
                == .single(.refused(notRequest, id("1"))))
        #expect(read(#"{"jsonrpc":"2.0","id":1,"result":{}}"#) == .single(.nothingToAnswer))
        // An error the client answers with is left too: answering it would start an exchange of errors.
        #expect(
            read(#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no"}}"#)
                == .single(.nothingToAnswer))
        #expect(read(#"{"jsonrpc":"2.0","method":"x","params":[]}"#) == .single(.nothingToAnswer))
        #expect(
            read(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
                == .single(.notification(method: "notifications/initialized", params: .object([]))))
    }

    @Test func anAnswerFromTheClientIsNeverAnsweredWhateverItsID() {
        #expect(
            read(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"}}"#)
                == .single(.nothingToAnswer))
        #expect(read(#"{"jsonrpc":"2.0","id":{},"result":1}"#) == .single(.nothingToAnswer))
    }

    @Test(
        "a line that is no JSON runs nothing, however lenient Foundation's reader is",
        arguments: [
            #"[{"jsonrpc":"2.0","id":7,"method":"ping"}] not json"#,
            #"[{"jsonrpc":"2.0","id":5,"method":"ping"}][{"jsonrpc":"2.0","id":6,"method":"ping"}]"#,
            #"{"jsonrpc":"2.0","id":1,"method":"ping",}"#, #"[{"jsonrpc":"2.0","id":1,"method":"ping"},]"#,
            #"{"jsonrpc":"2.0","id":1,"method":"ping"} x"#, "{} x", "[] x",
        ])
    func noJSONRunsNothing(line: String) {
        #expect(read(line) == .single(.refused(.init(code: -32700, message: words.messageNotJSON), .null)))
    }

    @Test func aMessageAfterAByteOrderMarkIsReadUnderItsID() {
        #expect(
            read("\u{FEFF}" + #"{"jsonrpc":"2.0","id":"m","method":"ping"}"#).cancellableID == id(#""m""#))
    }

    @Test func aBatchOfSixteenIsReadAndOneOfSeventeenOrNoneIsRefused() {
        let ping = { (n: Int) in #"{"jsonrpc":"2.0","id":\#(n),"method":"ping"}"# }
        let sixteen = read("[" + (1...16).map(ping).joined(separator: ",") + "]")
        #expect(
            sixteen == .batch((1...16).map { .request(id("\($0)"), method: "ping", params: .object([])) }))
        let seventeen = read("[" + (1...17).map(ping).joined(separator: ",") + "]")
        #expect(
            seventeen
                == .single(.refused(.init(code: -32600, message: words.batchTooLarge(limit: 16)), .null)))
        #expect(read("[]") == .single(.refused(.init(code: -32600, message: words.messageNotRequest), .null)))
        #expect(RPCAnswer.batch([]) == nil)
    }

    @Test(
        "JSON read is the value its text was written from",
        arguments: [
            JSONValue.double(2.5), .double(-0.5), .int(.max), .int(.min), .bool(true), .null, .string(""),
            .string("한글 \u{7} \"\\ \u{2028}"), .array([]), .object([]),
            .object([("a", .array([.int(1), .null])), ("b", .object([("c", .bool(false))]))]),
        ])
    func readingIsWritingsInverse(value: JSONValue) {
        #expect(JSONValue.read(Data(value.text.utf8)) == value)
    }

    @Test func aToolCallWithoutArgumentsOrWithNullOnesIsCalledWithNone() async {
        let transport = ScriptedTransport([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"daily"}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"daily","arguments":null}}"#,
        ])
        await ServedInProcess.makeServer().run(on: transport)
        let answers = transport.answers
        #expect(answers.count == 2, "\(answers)")
        for answer in answers {
            // The day not given is yesterday on the server's clock.
            #expect(
                answer.contains(#""isError":false"#) && answer.contains(#""date":"2024-02-09""#), "\(answer)")
        }
    }

    @Test func theServerAnswersEachLineInTheProtocolsWords() async {
        let transport = ScriptedTransport([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05"}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"nothing/here"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"daily","arguments":"x"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"resources/templates/list"}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"status","arguments":{"help":true}}}"#,
        ])
        await ServedInProcess.makeServer().run(on: transport)
        let answers = transport.answers.sorted()
        #expect(answers.count == 7, "\(answers)")
        // What it can do, declared: a client that reads the capabilities asks only for what is declared.
        #expect(
            answers.contains(
                #"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"resources":{"listChanged":false,"subscribe":false},"tools":{"listChanged":false}},"protocolVersion":"2024-11-05","serverInfo":{"name":"boxoffice","version":"test"}}}"#
            ), "\(answers)")
        #expect(
            answers.contains { $0.hasPrefix(#"{"id":2,"#) && $0.contains(#""protocolVersion":"2025-11-25""#) }
        )
        let invalid = RPCFailure(code: -32602, message: words.paramsInvalid(method: "initialize"))
        #expect(answers.contains(String(decoding: RPCAnswer.error(invalid, id: id("3")), as: UTF8.self)))
        let unknown = RPCFailure(code: -32601, message: words.unknownMethod("nothing/here"))
        #expect(answers.contains(String(decoding: RPCAnswer.error(unknown, id: id("4")), as: UTF8.self)))
        let arguments = RPCFailure(code: -32602, message: words.paramsInvalid(method: "tools/call"))
        #expect(answers.contains(String(decoding: RPCAnswer.error(arguments, id: id("5")), as: UTF8.self)))
        #expect(answers.contains(#"{"id":6,"jsonrpc":"2.0","result":{"resourceTemplates":[]}}"#))
        // ArgumentParser would obey `--help`: a name the schema does not offer is refused before it is parsed.
        let help = ToolCalls.result(
            ToolAnswer(failure: words.undeclaredArguments(["help"], tool: "status", known: [])))
        #expect(
            answers.contains(String(decoding: RPCAnswer.result(help, id: id("7")), as: UTF8.self)),
            "\(answers)")
    }
}
