import BoxOfficeDomain

extension EnglishWords {
    public func text(for failure: BoxOfficeFailure) -> String {
        switch failure {
        case .invalidDate(let error):
            text(for: error)
        case .missingAPIKey:
            "No KOBIS key: set KOBIS_API_KEY for live data, or use --demo."
        case .invalidAPIKey:
            "KOBIS refused the key (320010): check KOBIS_API_KEY."
        case .quotaExceeded:
            "This key has used up its 3,000 KOBIS calls for today (320011): try again tomorrow."
        case .apiFault(let code, let message):
            "KOBIS answered with error \(code): " + sentence(message)
        case .httpStatus(let status, let service):
            kakaoExplanation(ofStatus: status, service: service)
                ?? "The \(serverName(service)) answered HTTP \(status)."
        case .timedOut(let seconds, let service):
            "No answer from \(name(service)) within \(NumberFormatting.seconds(seconds)) s: "
                + raiseTimeout(service)
        case .unreachable(let reason, let service):
            "\(sentenceName(service)) could not be reached: "
                + sentence(self.reason(reason, service: service))
        case .undecodableResponse(.otherChart(let mismatch), _):
            "KOBIS's answer is not the chart asked for: \(reason(mismatch)). It was not stored."
        case .undecodableResponse(.senseless(let figure), _):
            "KOBIS's answer makes no sense: \(reason(figure)). It was not stored."
        case .undecodableResponse(let reason, let service):
            unreadableAnswer(service) + sentence(self.reason(reason))
        case .answerExceeded(let limit, let service):
            text(for: limit, service: service)
        case .notInDemoData(let date, let available):
            // No hint about live data: the start-up line says it.
            "\(date) is not in the demo data; it has \(available.map(\.iso).joined(separator: ", "))."
        case .chartNotInDemoData:
            "The demo data has the daily chart of every film only."
                + (kobisKeySet
                    ? " Run without --demo for weekly charts and filters."
                    : " Set KOBIS_API_KEY for weekly charts and filters.")
        case .cancelled:
            cancelled
        case .chartNotKept(_, let problem), .detailNotKept(_, let problem):
            "Fetched, but the local store could not keep it: \(text(for: problem))."
        case .callNotCounted(let problem):
            "Not asked of KOBIS: the local store could not count the call first (\(text(for: problem)))."
        case .movieNotFound(let code):
            "KOBIS has no movie with the code \(code)."
        case .movieNotInDemoData(let code, let available):
            "The detail of movie \(code) is not in the demo data; it has "
                + "\(available.map(\.rawValue).joined(separator: ", "))."
                + (kobisKeySet ? " Run without --demo for live data." : " Set KOBIS_API_KEY for live data.")
        case .personNotFound(let code):
            noPerson(code)
        case .companyNotFound(let code):
            noCompany(code)
        case .searchTooLong(let limit):
            "The search is longer than \(limit) characters: search for part of the name."
        }
    }

    public var cancelled: String { "Cancelled." }

    public func text(for failure: StoreWriteFailure) -> String {
        let file = failure.file
        return switch failure.reason {
        case .readOnly: "\(file) is read-only"
        case .full: "the disk holding \(file) is full"
        case .busy: "another boxoffice kept \(file) locked too long"
        case .ioError(let code):
            "the system could not write \(file) (SQLite I/O error \(code); a full disk or a file size "
                + "limit such as ulimit -f does this)"
        case .other(let code?): "SQLite refused to write \(file) (error \(code))"
        case .other(nil): "writing \(file) failed"
        }
    }

    public func text(for problem: ConfigurationProblem) -> String {
        let variable = problem.setting.variable
        switch problem {
        case .invalidBaseURL(_, let value, let reason, let example):
            let why =
                switch reason {
                case .notAURL: "it is not a URL"
                case .notHTTP: "it must start with http:// or https://"
                case .noHost: "it has no host name"
                case .queryOrFragment: "it must not have a query (?…) or a fragment (#…)"
                }
            return "\(variable) '\(value)' cannot be used: \(why). Example: \(example)"
        case .invalidTimeout(let value):
            return "\(variable) '\(value)' is not a positive number of seconds. Example: 10 or 2.5"
        case .invalidMaxAge(_, let value):
            return "\(variable) '\(value)' is not a number of seconds (0 or more). Example: 3600"
        }
    }

    // MARK: - Reasons

    private func reason(_ problem: NetworkProblem, service: RemoteService) -> String {
        let check = service.baseURLSetting.map { " (check \($0.variable))" } ?? ""
        return switch problem {
        case .refused(let server): "\(name(server)) refused the connection"
        case .hostNotFound(let server): "the host name of \(name(server)) could not be found"
        case .offline: "this machine is not connected to the internet"
        case .connectionLost(let server): "the connection to \(name(server)) was lost"
        case .insecureConnection(let server): "no secure connection could be made to \(name(server))"
        case .unusableAddress(let server): "the address of \(name(server)) cannot be used" + check
        case .unusableBaseURL: "the base URL cannot be used" + check
        case .notHTTPAddress: "the poster address is not an http(s) URL"
        case .tooManyRedirects(let server): "\(name(server)) redirected the request too often or nowhere"
        case .redirectRefused(let server, let why): reason(for: why, to: server)
        case .otherError(let code, let server): "network error \(code) talking to \(name(server))"
        case .requestFailed(let errorType): "the request failed (\(errorType))"
        case .text(let text): text
        }
    }

    private func reason(_ problem: ResponseProblem) -> String {
        switch problem {
        case .notHTTPResponse: "the answer is not an HTTP response"
        case .brokenHTTPAnswer(let server): "\(name(server)) sent a broken HTTP answer"
        case .emptyBody: "the body is empty"
        case .notJSON(let start): "the body is not JSON (it starts with '\(start)')"
        case .missingField(let path): "the field '\(path)' is missing"
        case .wrongType(let path) where path.isEmpty: "the body is not a JSON object"
        case .wrongType(let path): "the field '\(path)' holds the wrong kind of value"
        case .unexpectedValue(let field, let value, let row, let expected):
            "\(field) \(Int(row) == nil ? "in" : "of row") \(row) is '\(value)', "
                + "expected \(self.expected(expected))"
        case .notImageSearchAnswer: "the body is not an image search answer"
        case .otherChart(let mismatch): reason(mismatch)
        case .senseless(let figure): reason(figure)
        case .text(let text): text
        }
    }

    private func reason(_ mismatch: ChartMismatch) -> String {
        switch mismatch {
        case .period(let asked, let answered):
            "its showRange is '\(answered)', not \(asked.first.compact)~\(asked.last.compact)"
        case .tooManyRows(let count, let limit):
            "it has \(count) rows, more than the \(limit) KOBIS sends"
        case .ranks(let ranks):
            "its ranks are \(ranks.map(String.init).joined(separator: ", ")), not 1 to \(ranks.count) in order"
        }
    }

    private func reason(_ figure: SenselessFigure) -> String {
        switch figure {
        case .negative(let field, let row, let value):
            "\(field) of row \(row) is \(NumberFormatting.grouped(value)), below zero"
        case .pastAnyRealCount(let field, let row, let value, let limit):
            "\(field) of row \(row) is \(NumberFormatting.grouped(value)), past any real count "
                + "(at most \(NumberFormatting.grouped(limit)))"
        case .totalBelowDay(let total, let day, let row):
            "\(total) of row \(row) is below its \(day)"
        case .movieTwice(let code, let rows):
            "the movie \(code) is on rows \(rows.map(String.init).joined(separator: " and "))"
        case .shareOutOfRange(let field, let row, let value):
            "\(field) of row \(row) is \(NumberFormatting.percent(value)), no share (0 to 100%)"
        case .movieCodeUnusable(let row, let length):
            "movieCd of row \(row) is \(length) characters long, no movie code (1 to \(SenselessFigure.longestMovieCode))"
        }
    }

    private func expected(_ expected: ResponseProblem.Expected) -> String {
        switch expected {
        case .wholeNumber: "a whole number"
        case .number: "a number"
        case .date(let format): "a \(format) date"
        case .oneOf(let values): values.joined(separator: " or ")
        }
    }

    func name(_ server: String?) -> String {
        server ?? "the server"
    }

    private func name(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS"
        case .kakao: "Kakao"
        case .posterImage: "the poster image server"
        }
    }

    func sentenceName(_ service: RemoteService) -> String {
        service == .posterImage ? "The poster image server" : name(service)
    }

    private func serverName(_ service: RemoteService) -> String {
        service == .posterImage ? "poster image server" : name(service) + " server"
    }

    // KOBIS's answer is not named: it may be a day's list or a movie's detail.
    private func unreadableAnswer(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS's answer could not be read: "
        case .kakao: "Kakao answered with something that is not an image search answer: "
        case .posterImage: "The poster image server answered with something that is not a usable image: "
        }
    }

    private func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }

    func raiseTimeout(_ service: RemoteService) -> String {
        "try again, or raise "
            + (service == .kobis ? "KOBIS_TIMEOUT." : "KOBIS_TIMEOUT (it limits every request).")
    }

    private func kakaoExplanation(ofStatus status: Int, service: RemoteService) -> String? {
        guard service == .kakao else { return nil }
        return switch status {
        case 400: "Kakao rejected the search (HTTP 400)."
        case 401: "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY."
        case 403: "Kakao refused the search (HTTP 403): check the app's permissions."
        case 429: "Too many Kakao searches (HTTP 429): try again later."
        default: nil
        }
    }
}
