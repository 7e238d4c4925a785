import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// Reading the stored copies' ages from an environment given as a dictionary.
struct CachePolicyTests {
    @Test func unsetOrBlankAgesAreTheDefaults() throws {
        let policy = try CachePolicy(environment: ["BOXOFFICE_DETAIL_MAX_AGE": "  "])
        #expect(policy == CachePolicy())
    }

    @Test func agesAreReadInSecondsAndZeroMeansAskEveryTime() throws {
        let policy = try CachePolicy(environment: [
            "BOXOFFICE_YESTERDAY_MAX_AGE": " 60 ", "BOXOFFICE_DETAIL_MAX_AGE": "0",
        ])
        #expect(policy == CachePolicy(recentDayMaxAge: 60, detailMaxAge: 0))
    }

    @Test(arguments: ["-1", "soon", "inf", "nan"])
    func anAgeThatIsNotSecondsNamesItsSetting(value: String) {
        #expect(throws: ConfigurationProblem.invalidMaxAge(.detailMaxAge, value: value)) {
            try CachePolicy(environment: ["BOXOFFICE_DETAIL_MAX_AGE": value])
        }
        #expect(throws: ConfigurationProblem.invalidMaxAge(.recentDayMaxAge, value: value)) {
            try CachePolicy(environment: ["BOXOFFICE_YESTERDAY_MAX_AGE": value])
        }
    }
}
