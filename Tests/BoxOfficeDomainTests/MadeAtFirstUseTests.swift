// A value made at first use (a repository, the network, the detail prefetcher): once, whichever task asks first.

import BoxOfficeDomain
import Synchronization
import Testing

@Suite struct MadeAtFirstUseTests {
    @Test func nothingIsMadeUntilAskedThenOnceHoweverManyTasksAskAtOnce() async {
        let makes = Mutex(0)
        let made = MadeAtFirstUse {
            makes.withLock {
                $0 += 1
                return $0
            }
        }
        #expect(makes.withLock { $0 } == 0)
        let seen = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<64 { group.addTask { made.value } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(seen == Array(repeating: 1, count: 64))
        #expect(made.value == 1)
        #expect(makes.withLock { $0 } == 1)
    }
}
