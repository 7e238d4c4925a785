// The fault table's cases of sync and export: a disk that fills, answers for another period, KOBIS's quota refusal, Ctrl-C.

import BoxOfficeTestSupport
import Foundation

extension FaultCase {
    /// Ten days, one request at a time so that which request misbehaves is the same every run.
    static let syncCommand = ["sync", "20220101", "20220110", "--concurrency", "1"]

    /// KOBIS answering each day with that day's ten films, except where `fault` answers instead.
    static func syncing(_ fault: @escaping @Sendable (RawRequest) -> RawReply?)
        -> @Sendable (RawRequest, Origins) -> RawReply
    {
        { request, _ in
            if let reply = fault(request) { return reply }
            let day = request.queryItems.first { $0.name == "targetDt" }?.value ?? FaultCase.day
            return .json(LoopbackBodies.dailyJSON(targetDt: day))
        }
    }

    static func sync(
        _ name: String, command: [String] = syncCommand, fileSizeLimit: Int? = nil, interruptAt: Int? = nil,
        shown: Shown = .line(containing: "etched"),
        _ fault: @escaping @Sendable (RawRequest) -> RawReply? = { _ in nil }
    ) -> FaultCase {
        FaultCase(
            name: name, command: .oneShot(command), kobis: syncing(fault), shown: shown,
            fileSizeLimit: fileSizeLimit, interruptAtRequest: interruptAt)
    }

    /// Sync and export over the store.
    static let history: [FaultCase] = [
        sync("sync: ten good days (for comparison)"),
        // 128 KiB cannot hold a new store's first writes; 320 KiB holds it and some days.
        sync(
            "sync: the disk is full before the store is made (ulimit -f 128 KiB)", fileSizeLimit: 128 << 10,
            shown: .line(containing: "store")),
        sync("sync: the disk fills (ulimit -f 320 KiB)", fileSizeLimit: 320 << 10),
        sync("sync: 20220105 answered with another day's chart") { request in
            request.queryItems.contains { $0.name == "targetDt" && $0.value == "20220105" }
                ? .json(LoopbackBodies.dailyJSON(targetDt: "20220106")) : nil
        },
        sync(
            "sync: KOBIS refuses the quota from the 4th request (320011)", shown: .line(containing: "320011")
        ) {
            request in
            request.index >= 3 ? FaultAnswers.fault("320011", "키의 하루 이용량을 초과하였습니다.") : nil
        },
        sync("sync: every answer from the 4th request cut mid-headers, then closed") { request in
            request.index >= 3 ? .cut(FaultCase.halfTheHeaders, reset: false) : nil
        },
        sync("sync: Ctrl-C while the 4th request waits", interruptAt: 4) { request in
            request.index == 3 ? .stall(Data()) : nil
        },
        FaultCase(
            name: "export: a title that is a formula, as csv",
            command: .repl(["sync 20220105 20220105", "export 20220105 --format csv"]),
            kobis: syncing { _ in
                .json(
                    LoopbackBodies.dailyJSON(
                        targetDt: FaultCase.day, movies: [.init(code: "20990001", title: "=1+1")]))
            },
            shown: .line(containing: "1+1")),
    ]
}
