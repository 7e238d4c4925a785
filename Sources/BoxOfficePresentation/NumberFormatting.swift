/// Formats figures the way the app shows them, independent of the machine's locale.
public enum NumberFormatting {
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A percentage with one decimal: `34.2` → `34.2%`; `-` for a value too large to be one
    /// (KOBIS sent `1e300`) or not a number.
    public static func percent(_ value: Double) -> String {
        guard let tenths = Int(exactly: (value * 10).rounded()) else { return "-" }
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)%"
    }

    /// A size in binary units with one decimal, from 1 KB on: `82408` → `80.5 KB`,
    /// `1234567` → `1.2 MB`, `1048524` → `1,023.9 KB`; `nil` under 1,024 bytes, where the bytes alone say it.
    public static func byteSize(_ bytes: Int) -> String? {
        let kibibyte = 1_024
        guard bytes >= kibibyte else { return nil }
        let units = ["KB", "MB", "GB", "TB"]
        var divisor = kibibyte
        var unit = 0
        // Tenths, rounded; a value that rounds up to 1,024 of a unit is shown in the next one.
        while unit < units.count - 1, (bytes * 10 + divisor / 2) / divisor >= 10 * kibibyte {
            divisor *= kibibyte
            unit += 1
        }
        let tenths = (bytes * 10 + divisor / 2) / divisor
        return "\(grouped(tenths / 10)).\(tenths % 10) \(units[unit])"
    }

    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
