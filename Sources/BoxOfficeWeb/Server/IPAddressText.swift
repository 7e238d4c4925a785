import Foundation

/// An IP address as text, read by the system's own parser (`inet_pton`): never a name, so never DNS.
public enum IPAddressText {
    /// Whether `text` is an IPv4 address (`127.0.0.1`) or an IPv6 one, bare (`::1`) or in brackets as a
    /// `Host` header writes it (`[::1]`).
    public static func isLiteral(_ text: String) -> Bool {
        var address = in6_addr()
        if text.hasPrefix("["), text.hasSuffix("]") {
            return inet_pton(AF_INET6, String(text.dropFirst().dropLast()), &address) == 1
        }
        return inet_pton(AF_INET, text, &address) == 1 || inet_pton(AF_INET6, text, &address) == 1
    }

    /// Whether `text` is an IPv6 address (written in brackets in an address).
    public static func isIPv6(_ text: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    /// Whether `text` is an address of this machine only (`127.x.x.x`, `::1`).
    public static func isLoopback(_ text: String) -> Bool {
        var address = in_addr()
        if inet_pton(AF_INET, text, &address) == 1 { return text.hasPrefix("127.") }
        var address6 = in6_addr()
        guard inet_pton(AF_INET6, text, &address6) == 1 else { return false }
        return withUnsafeBytes(of: &address6) { $0.dropLast().allSatisfy { $0 == 0 } && $0.last == 1 }
    }
}
