// The KOBIS paths tests name when they check what was asked. The server serves any
// `<group>/<name>.json`, so a new endpoint needs no path here.

extension LoopbackKOBISServer {
    public static let dailyBoxOfficePath = "/boxoffice/searchDailyBoxOfficeList.json"
    public static let weeklyBoxOfficePath = "/boxoffice/searchWeeklyBoxOfficeList.json"
    public static let movieInfoPath = "/movie/searchMovieInfo.json"
    public static let movieListPath = "/movie/searchMovieList.json"
    public static let peopleListPath = "/people/searchPeopleList.json"
    public static let peopleInfoPath = "/people/searchPeopleInfo.json"
    public static let companyListPath = "/company/searchCompanyList.json"
    public static let companyInfoPath = "/company/searchCompanyInfo.json"
}
