/// One row of KOBIS's daily box office: all 18 fields, every one a string on the wire.
///
/// Numbers stay text here (`"-1"`, `"-15.9"`, `"14273.4"`); they are read, and checked,
/// by ``toDomain()``.
struct DailyBoxOfficeEntryDTO: Decodable, Equatable, Sendable {
    /// Row number.
    let rnum: String
    /// Rank that day.
    let rank: String
    /// Change of rank since the day before; positive = moved up.
    let rankInten: String
    /// `OLD`, or `NEW` for an entry (or re-entry) into the top ten.
    let rankOldAndNew: String
    /// Movie code; may contain letters.
    let movieCd: String
    /// Korean title; may carry trailing spaces.
    let movieNm: String
    /// Release date `yyyy-MM-dd`; may be `""` or `" "`.
    let openDt: String
    /// Sales that day, in won.
    let salesAmt: String
    /// Share of that day's sales, in percent.
    let salesShare: String
    /// Change of sales since the day before.
    let salesInten: String
    /// Change of sales since the day before, in percent.
    let salesChange: String
    /// Sales since release.
    let salesAcc: String
    /// Audience that day.
    let audiCnt: String
    /// Change of audience since the day before.
    let audiInten: String
    /// Change of audience since the day before, in percent.
    let audiChange: String
    /// Audience since release.
    let audiAcc: String
    /// Screens that day.
    let scrnCnt: String
    /// Showings that day.
    let showCnt: String
}
