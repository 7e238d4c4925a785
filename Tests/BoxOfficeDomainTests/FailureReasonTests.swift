import BoxOfficeDomain
import Testing

/// The typed reasons of an unreachable service and of an unreadable answer: a literal is the
/// system's own words, and taking a key out reaches every text a reason holds.
struct FailureReasonTests {
    @Test func aLiteralIsATextReason() {
        let network: NetworkProblem = "why"
        let response: ResponseProblem = "why"
        #expect(network == .text("why"))
        #expect(response == .text("why"))
    }

    @Test func mappingTextsReachesEveryTextButNotOurOwnWords() {
        let upper: (String) -> String = { $0.uppercased() }
        #expect(
            NetworkProblem.unusableAddress(server: "h").mappingTexts(upper) == .unusableAddress(server: "H"))
        #expect(NetworkProblem.unusableBaseURL.mappingTexts(upper) == .unusableBaseURL)
        #expect(NetworkProblem.refused(server: nil).mappingTexts(upper) == .refused(server: nil))
        #expect(NetworkProblem.offline.mappingTexts(upper) == .offline)
        #expect(
            NetworkProblem.otherError(code: 1, server: "h").mappingTexts(upper)
                == .otherError(code: 1, server: "H"))
        #expect(
            ResponseProblem.unexpectedValue(field: "f", value: "v", row: "r", expected: .oneOf(["a"]))
                .mappingTexts(upper)
                == .unexpectedValue(field: "F", value: "V", row: "R", expected: .oneOf(["a"])))
        #expect(ResponseProblem.notJSON(startingWith: "x").mappingTexts(upper) == .notJSON(startingWith: "X"))
        #expect(ResponseProblem.emptyBody.mappingTexts(upper) == .emptyBody)
        #expect(
            NetworkProblem.redirectRefused(to: "h:1", .keyWouldLeaveItsServer).mappingTexts(upper)
                == .redirectRefused(to: "H:1", .keyWouldLeaveItsServer))
    }
}
