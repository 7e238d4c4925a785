extension BoxOfficeCalendar {
    /// Reads a day the way a user types it, relative days counted from today in Seoul:
    ///
    /// - `20220105` or `2022-01-05`: that day;
    /// - `1/5`: 5 January of this year;
    /// - `yesterday` (`어제`), `today` (`오늘`);
    /// - `-3`: three days before today (`-1` is yesterday).
    ///
    /// The day is not checked for figures here: ``validate(_:)`` does that, so `today`
    /// gets its own explanation (오늘 날짜는 집계중입니다).
    /// - Throws: ``DateInputError`` saying what is wrong with the text.
    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        let trimmed = text.trimmingSpaces()
        switch trimmed.lowercased() {
        case "": throw .empty
        case "yesterday", "어제": return yesterday()
        case "today", "오늘": return today()
        default: break
        }
        if trimmed.hasPrefix("-"), trimmed.count > 1, trimmed.count <= 6,
            trimmed.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let back = Int(trimmed.dropFirst())
        {
            return today().adding(days: -back)
        }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) })
        {
            let month = Int(parts[0]) ?? 0
            let day = Int(parts[1]) ?? 0
            guard let date = BoxOfficeDate(year: today().year, month: month, day: day) else {
                throw .nonexistent(trimmed)
            }
            return date
        }
        return try BoxOfficeDate.parse(trimmed)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
