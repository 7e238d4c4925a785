// The regions' names are kept twice: in the store's `region` table for analysts (Data) and in the words the prompt reads (Presentation).

import BoxOfficeDomain
import Testing

@testable import BoxOfficeData
@testable import BoxOfficePresentation

@Suite struct RegionNamesTests {
    @Test("the store's region table names every region as the prompt reads and words it, Korean then English")
    func theStoreAndThePromptNameRegionsAlike() {
        #expect(AnalystViews.regionNames.map(\.0) == Region.allCases)
        for (region, names) in AnalystViews.regionNames {
            #expect(ChartFilterInput.regionNames[region] == [names.korean, names.english], "\(region)")
        }
        #expect(ChartFilterInput.regionNames.count == Region.allCases.count)
    }
}
