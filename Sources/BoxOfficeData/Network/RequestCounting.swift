// Who hears of every request sent while it is bound: how each try counts against the day's KOBIS calls.

/// Who hears of every request an ``HTTPGetClient`` sends, retries included, while it is bound:
/// the caching repositories bind it around a KOBIS fetch, so that every try counts against the
/// key's calls of the day. A task-local value, because the repositories between them (KOBIS's,
/// behind the Domain's protocols) have no parameter to carry it.
enum RequestCounting {
    /// What is called before each request: a struct around the closure, because a release build
    /// of Swift 6.3.1 passed no valid type for a task-local of an optional `async` closure type,
    /// and every `daily` that reached KOBIS crashed in `swift_task_localValuePush`.
    struct Counter: Sendable {
        let record: @Sendable () async -> Void
    }

    @TaskLocal private static var current: Counter?

    /// Called before each request is sent; `nil`: nobody counts.
    static var counter: (@Sendable () async -> Void)? { current?.record }

    /// Runs `operation` with `counter` bound.
    static func run(counting counter: @escaping @Sendable () async -> Void, _ operation: () async -> Void)
        async
    {
        await $current.withValue(Counter(record: counter)) {
            await operation()
        }
    }
}
