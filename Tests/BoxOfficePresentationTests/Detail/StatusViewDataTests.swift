import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// `status` and the call-budget warning.
struct StatusViewDataTests {
    let day = BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest

    @Test(arguments: [(10, false), (2_700, true), (3_000, true)])
    func aWarningNearTheLimit(calls: Int, warns: Bool) {
        let status = AppStatus(
            source: .kobis, store: .unavailable("x"), day: day, budget: KOBISCallBudget(calls: calls))
        #expect((StatusViewData(status: status).warning != nil) == warns)
    }

    @Test func theCallsAreShownOutOfThreeThousand() {
        let summary = StoreSummary(
            location: "/tmp/b.sqlite", days: 2, movieDetails: 3, posters: 1, bytes: 2_048)
        let view = StatusViewData(
            status: AppStatus(source: .kobis, store: .available(summary), day: day, budget: .init(calls: 37)))
        #expect(
            view.rows.contains {
                $0.label == "KOBIS calls" && $0.value.hasPrefix("37 of 3,000 today (2022-01-08")
            })
        #expect(view.rows.contains { $0.value == "/tmp/b.sqlite" })
    }
}
