import BoxOfficeDomain
import Foundation

/// How long stored copies are good for, before KOBIS is asked again.
///
/// Days fetched when they were already final (more than two days ago in Seoul) are always
/// served from the store; these ages apply to copies of the recent days KOBIS still revises,
/// and to movie details and posters.
public struct CachePolicy: Equatable, Sendable {
    /// The environment variable for ``recentDayMaxAge``, in seconds.
    public static let recentDayMaxAgeVariable = "BOXOFFICE_YESTERDAY_MAX_AGE"
    /// The environment variable for ``detailMaxAge``, in seconds.
    public static let detailMaxAgeVariable = "BOXOFFICE_DETAIL_MAX_AGE"
    /// One hour: how long yesterday's stored figures are used by default.
    public static let defaultRecentDayMaxAge: TimeInterval = 3_600
    /// Seven days: how long a stored movie detail or poster is used by default.
    public static let defaultDetailMaxAge: TimeInterval = 7 * 86_400

    /// Seconds a stored recent day (yesterday, the day before) is used before asking again.
    public var recentDayMaxAge: TimeInterval
    /// Seconds a stored movie detail or poster lookup is used before asking again.
    public var detailMaxAge: TimeInterval

    /// Makes a policy; the defaults are one hour and seven days.
    public init(
        recentDayMaxAge: TimeInterval = CachePolicy.defaultRecentDayMaxAge,
        detailMaxAge: TimeInterval = CachePolicy.defaultDetailMaxAge
    ) {
        self.recentDayMaxAge = recentDayMaxAge
        self.detailMaxAge = detailMaxAge
    }

    /// Reads `BOXOFFICE_YESTERDAY_MAX_AGE` and `BOXOFFICE_DETAIL_MAX_AGE` (seconds; 0 means
    /// always ask again); unset or blank means the default.
    /// - Throws: ``ConfigurationProblem/invalidMaxAge(_:value:)``.
    public init(environment: [String: String]) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            recentDayMaxAge: try Self.seconds(.recentDayMaxAge, in: reader) ?? Self.defaultRecentDayMaxAge,
            detailMaxAge: try Self.seconds(.detailMaxAge, in: reader) ?? Self.defaultDetailMaxAge)
    }

    private static func seconds(_ setting: ConfigurationProblem.Setting, in reader: EnvironmentReader)
        throws(ConfigurationProblem) -> TimeInterval?
    {
        try reader.seconds(setting, accepting: { $0 >= 0 }) { text in .invalidMaxAge(setting, value: text) }
    }
}
