import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// `detail --format csv`: a header and one row with stable names, read back as RFC 4180 says.
struct MovieDetailExportCSVTests {
    var awkward: MovieDetailResult {
        var detail = MovieDetail.stub(code: "20199882", title: #"Say "Hi", World"#)
        detail.titleEnglish = "Line\nbreak"
        detail.directors = [Person(name: "이규만"), Person(name: "Kim, Jr.")]
        detail.productionYear = 2021
        detail.genres = ["범죄", "드라마"]
        detail.actors = [CastMember(name: "조진웅", role: "박강윤"), CastMember(name: "최우식")]
        detail.companies = [Company(name: "리양필름(주)", part: "제작사")]
        return MovieDetailResult(
            detail: detail, poster: .found(Poster(imageURL: "https://i/p.jpg", width: 510, height: 727)))
    }

    func row(_ result: MovieDetailResult) throws -> [String: String] {
        let records = RFC4180Reader.records(MovieDetailExport.csv(result))
        #expect(records.count == 2)
        let header = try #require(records.first)
        let values = try #require(records.last)
        #expect(header == MovieDetailExport.csvColumns)
        #expect(values.count == header.count)
        return Dictionary(uniqueKeysWithValues: zip(header, values))
    }

    @Test func fieldsWithCommasQuotesAndLineBreaksParseBack() throws {
        let row = try row(awkward)
        #expect(row["title"] == #"Say "Hi", World"#)
        #expect(row["titleEnglish"] == "Line\nbreak")
        #expect(row["directors"] == "이규만; Kim, Jr.")
        #expect(MovieDetailExport.csv(awkward).contains(#""Say ""Hi"", World""#))
    }

    @Test func listsAreJoinedAndActorsCarryTheirRoles() throws {
        let row = try row(awkward)
        #expect(row["genres"] == "범죄; 드라마")
        #expect(row["actors"] == "조진웅 (박강윤); 최우식")
        #expect(row["companies"] == "리양필름(주) (제작사)")
        #expect(row["productionYear"] == "2021")
        #expect(row["posterImageURL"] == "https://i/p.jpg")
        #expect(row["posterWidth"] == "510")
        #expect(row["source"] == "kobis")
    }

    @Test func missingValuesAreEmptyFields() throws {
        let row = try row(MovieDetailResult(detail: .stub(code: "20990001"), poster: .notFound))
        for column in [
            "titleOriginal", "directors", "openDate", "runningTimeMinutes", "actors", "posterImageURL",
        ] {
            #expect(row[column] == "", "\(column)")
        }
    }

    @Test func theCSVNamesAreTheJSONKeysWhereBothHaveTheValue() {
        guard case .object(let members) = MovieDetailExport.document(awkward) else {
            Issue.record("the document is not an object")
            return
        }
        let flat = Set(MovieDetailExport.csvColumns)
        #expect(members.map(\.0).filter { $0 != "poster" }.allSatisfy(flat.contains))
    }
}
