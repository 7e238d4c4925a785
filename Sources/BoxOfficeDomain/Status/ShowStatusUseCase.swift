/// Gathers what `status` shows, counting calls on today's date in Seoul.
public struct ShowStatusUseCase: Sendable {
    private let repository: any StatusRepository
    private let calendar: BoxOfficeCalendar
    private let source: DataSource

    /// - Parameters:
    ///   - repository: the store's answers.
    ///   - calendar: today in Seoul.
    ///   - source: `.kobis` for live data, `.demo` for the bundled data.
    public init(repository: any StatusRepository, calendar: BoxOfficeCalendar, source: DataSource) {
        self.repository = repository
        self.calendar = calendar
        self.source = source
    }

    /// The status now.
    public func execute() async -> AppStatus {
        let today = calendar.today()
        return AppStatus(
            source: source, store: await repository.store(), day: today, budget: await budget(on: today))
    }

    /// Today's KOBIS calls only, without asking what the store holds: cheap enough to check
    /// after every command that may reach KOBIS. `nil` when nothing counts them.
    public func budget() async -> KOBISCallBudget? {
        await budget(on: calendar.today())
    }

    private func budget(on day: BoxOfficeDate) async -> KOBISCallBudget? {
        await repository.kobisCalls(on: day).map(KOBISCallBudget.init)
    }
}
