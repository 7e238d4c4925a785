// A loopback port that refuses every connection, held for the rest of the test run.

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port bound and never listened on, so a connection to it is refused, and held bound until the test
/// process ends, so no other test's server is given it: a port freed when a server stopped could be, and a
/// refused connection then met that server's answer (a KOBIS fault in a test of an unreachable KOBIS).
enum RefusedPort {
    private static let held = Mutex<[Int32]>([])

    /// The port, on 127.0.0.1.
    static func hold() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackServerError.noListeningPort }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw LoopbackServerError.noListeningPort
        }
        held.withLock { $0.append(descriptor) }
        return UInt16(bigEndian: address.sin_port)
    }
}
