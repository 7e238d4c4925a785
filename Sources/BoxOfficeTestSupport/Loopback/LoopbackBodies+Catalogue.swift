// Small answers of KOBIS's catalogue endpoints (movies, people, companies), in KOBIS's shapes.

import Foundation

extension LoopbackBodies {
    /// A movie list of `totalCount` movies in all, this page holding `titles` (codes `2024000N`,
    /// numbered from `first`), `totCnt` a JSON number as KOBIS sends it.
    public static func movieList(totalCount: Int, titles: [String], first: Int = 1) -> LoopbackReply {
        let rows = titles.enumerated().map { index, title in
            [
                "movieCd": String(format: "2024%04d", first + index), "movieNm": title, "movieNmEn": "",
                "prdtYear": "2024", "openDt": "", "typeNm": "장편", "prdtStatNm": "개봉",
                "nationAlt": "한국", "genreAlt": "드라마", "repNationNm": "한국", "repGenreNm": "드라마",
            ] as [String: Any]
        }
        return json(["movieListResult": ["totCnt": totalCount, "source": "영화진흥위원회", "movieList": rows]])
    }

    /// A people list holding one person, `code` and `name`, among `totalCount`.
    public static func peopleList(code: String, name: String, totalCount: Int = 1) -> LoopbackReply {
        let row = [
            "peopleCd": code, "peopleNm": name, "peopleNmEn": "", "repRoleNm": "감독", "filmoNames": "영화|둘째",
        ]
        return json(["peopleListResult": ["totCnt": totalCount, "peopleList": [row], "source": "영화진흥위원회"]])
    }

    /// A people info of `code` and `name` with one film, or an empty `peopleInfo` when `name` is `nil`.
    public static func peopleInfo(code: String, name: String?) -> LoopbackReply {
        guard let name else { return json(["peopleInfoResult": ["peopleInfo": [:] as [String: Any]]]) }
        let person: [String: Any] = [
            "peopleCd": code, "peopleNm": name, "peopleNmEn": "", "sex": "남자", "repRoleNm": "감독",
            "homepages": [] as [Any],
            "filmos": [["movieCd": "20240001", "movieNm": "영화", "moviePartNm": "감독"]],
        ]
        return json(["peopleInfoResult": ["peopleInfo": person, "source": "영화진흥위원회"]])
    }

    /// A company list holding one company, `code` and `name`.
    public static func companyList(code: String, name: String) -> LoopbackReply {
        let row = [
            "companyCd": code, "companyNm": name, "companyNmEn": "", "companyPartNames": "제작사,배급사",
            "ceoNm": "", "filmoNames": "영화",
        ]
        return json(["companyListResult": ["totCnt": 1, "companyList": [row], "source": "영화진흥위원회"]])
    }

    /// A company info of `code` and `name` with one film, or an empty `companyInfo` when `name` is `nil`.
    public static func companyInfo(code: String, name: String?) -> LoopbackReply {
        guard let name else { return json(["companyInfoResult": ["companyInfo": [:] as [String: Any]]]) }
        let company: [String: Any] = [
            "companyCd": code, "companyNm": name, "companyNmEn": "", "ceoNm": "대표",
            "parts": [["companyPartNm": "제작사"]],
            "filmos": [["movieCd": "20240001", "movieNm": "영화", "companyPartNm": "제작사"]],
        ]
        return json(["companyInfoResult": ["companyInfo": company, "source": "영화진흥위원회"]])
    }

    private static func json(_ object: [String: Any]) -> LoopbackReply {
        .body((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }
}
