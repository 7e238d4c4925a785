// Who hears of every request sent while it is bound: how each try counts against the key's KOBIS calls.

import BoxOfficeDomain

/// Who hears of every request an ``HTTPGetClient`` sends, retries included, while it is bound:
/// the caching repositories bind it around a KOBIS fetch, so that every try counts against the
/// key's calls of the day, and a sync binds a ``KOBISCallTally`` around its run, so that it knows
/// the calls it sent whatever the store could count. Task-local values, because the repositories
/// between them (KOBIS's, behind the Domain's protocols) have no parameter to carry them.
enum RequestCounting {
    /// What is called before each request: a struct around the closure, because a release build
    /// of Swift 6.3.1 passed no valid type for a task-local of an optional `async` closure type,
    /// and every `daily` that reached KOBIS crashed in `swift_task_localValuePush`.
    struct Counter: Sendable {
        let record: @Sendable () async -> Void
    }

    @TaskLocal private static var current: Counter?
    @TaskLocal private static var tally: KOBISCallTally?

    /// Tells whoever is bound that a request is about to be sent: the store's count, then the
    /// run's tally. A request no counter is bound around (a Kakao lookup) is no KOBIS call.
    static func requestSent() async {
        guard let current else { return }
        await current.record()
        await tally?.add()
    }

    /// Runs `operation` with `counter` bound.
    static func run(counting counter: @escaping @Sendable () async -> Void, _ operation: () async -> Void)
        async
    {
        await $current.withValue(Counter(record: counter)) {
            await operation()
        }
    }

    /// Runs `work` with `tally` bound: every KOBIS request counted inside it is added to it.
    static func run<Result>(tallying tally: KOBISCallTally, _ work: () async -> Result) async -> Result {
        await $tally.withValue(tally) {
            await work()
        }
    }
}
