/// Formats figures the way the app shows them, independent of the machine's locale.
public enum NumberFormatting {
    /// The number with a comma every three digits: `64050` → `64,050`, `-1234` → `-1,234`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A percentage with one decimal: `34.2` → `34.2%`.
    public static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)%"
    }
}
