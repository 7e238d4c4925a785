// All 17 regions, not a sample: each read from KOBIS's Korean name, its English name, its official
// name, its short name and its code, as KOBIS's code list 0105000000 gives them; each said in both
// languages, and each one-shot option read back.

import BoxOfficeDomain
import BoxOfficePresentation
import Testing

extension ChartFilterInputTests {
    struct RegionNames: Sendable, CustomTestStringConvertible {
        let region: Region
        let code: String
        let korean: String
        let english: String
        let official: String
        let short: String

        init(
            _ region: Region, _ code: String, _ korean: String, _ english: String, _ official: String,
            _ short: String
        ) {
            (self.region, self.code, self.korean, self.english) = (region, code, korean, english)
            (self.official, self.short) = (official, short)
        }

        var testDescription: String { "\(code) \(korean)" }
    }

    static let regionTable: [RegionNames] = [
        RegionNames(.seoul, "0105001", "서울시", "Seoul", "서울특별시", "서울"),
        RegionNames(.gyeonggi, "0105002", "경기도", "Gyeonggi", "경기도", "경기"),
        RegionNames(.gangwon, "0105003", "강원도", "Gangwon", "강원특별자치도", "강원"),
        RegionNames(.northChungcheong, "0105004", "충청북도", "North Chungcheong", "충청북도", "충북"),
        RegionNames(.southChungcheong, "0105005", "충청남도", "South Chungcheong", "충청남도", "충남"),
        RegionNames(.northGyeongsang, "0105006", "경상북도", "North Gyeongsang", "경상북도", "경북"),
        RegionNames(.southGyeongsang, "0105007", "경상남도", "South Gyeongsang", "경상남도", "경남"),
        RegionNames(.northJeolla, "0105008", "전라북도", "North Jeolla", "전북특별자치도", "전북"),
        RegionNames(.southJeolla, "0105009", "전라남도", "South Jeolla", "전라남도", "전남"),
        RegionNames(.jeju, "0105010", "제주도", "Jeju", "제주특별자치도", "제주"),
        RegionNames(.busan, "0105011", "부산시", "Busan", "부산광역시", "부산"),
        RegionNames(.daegu, "0105012", "대구시", "Daegu", "대구광역시", "대구"),
        RegionNames(.daejeon, "0105013", "대전시", "Daejeon", "대전광역시", "대전"),
        RegionNames(.ulsan, "0105014", "울산시", "Ulsan", "울산광역시", "울산"),
        RegionNames(.incheon, "0105015", "인천시", "Incheon", "인천광역시", "인천"),
        RegionNames(.gwangju, "0105016", "광주시", "Gwangju", "광주광역시", "광주"),
        RegionNames(.sejong, "0105017", "세종시", "Sejong", "세종특별자치시", "세종"),
    ]

    @Test func theTableHasEveryRegionOnce() {
        #expect(Self.regionTable.count == 17)
        #expect(Set(Self.regionTable.map(\.region)) == Set(Region.allCases))
        #expect(Set(Self.regionTable.map(\.code)).count == 17)
    }

    @Test(arguments: regionTable)
    func eachRegionIsReadByEachOfItsNames(names: RegionNames) throws {
        #expect(names.region.code == names.code)
        for typed in [
            names.korean, names.english, names.official, names.short, names.code, names.english.uppercased(),
            " " + names.english.lowercased() + " ",
        ] {
            #expect(try ChartFilterInput.region(typed) == names.region, "\(typed)")
        }
    }

    @Test(arguments: regionTable)
    func eachRegionIsSaidInBothLanguagesAndReadBackFromItsOption(names: RegionNames) throws {
        #expect(KoreanWords().regionName(names.region) == names.korean)
        #expect(EnglishWords().regionName(names.region) == names.english)
        let options = ChartFilterInput.commandLineOptions(for: ChartFilter(region: names.region))
        #expect(options == " --region \(names.korean)")
        #expect(try ChartFilterInput.region(String(options.dropFirst(" --region ".count))) == names.region)
        #expect(ChartFilter(key: ChartFilter(region: names.region).description)?.region == names.region)
        #expect(ChartFilter(region: names.region).description == "region=\(names.code)")
    }

    @Test func tabOffersEveryKoreanNameThenEveryEnglishOne() {
        #expect(
            ChartFilterInput.completions(for: .region)
                == Self.regionTable.map(\.korean) + ["all"] + Self.regionTable.map(\.english))
    }
}
