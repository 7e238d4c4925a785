import BoxOfficeDomain
import Testing

/// The one-line messages of the failures any HTTP service can cause name that service.
struct BoxOfficeFailureTests {
    @Test func kobisMessagesAreUnchanged() {
        #expect(
            BoxOfficeFailure.timedOut(seconds: 1).description
                == "No answer from KOBIS within 1 s: try again, or raise KOBIS_TIMEOUT.")
        #expect(
            BoxOfficeFailure.timedOut(seconds: 0.5, service: .kobis).description
                == "No answer from KOBIS within 0.5 s: try again, or raise KOBIS_TIMEOUT.")
        #expect(
            BoxOfficeFailure.unreachable(.refused(server: "127.0.0.1:9")).description
                == "KOBIS could not be reached: 127.0.0.1:9 refused the connection")
        #expect(
            BoxOfficeFailure.undecodableResponse(.emptyBody).description
                == "KOBIS answered with something that is not a box office: the body is empty")
        #expect(BoxOfficeFailure.httpStatus(500).description == "The KOBIS server answered HTTP 500.")
        #expect(BoxOfficeFailure.httpStatus(401).description == "The KOBIS server answered HTTP 401.")
    }

    @Test func theServiceIsKOBISUnlessTold() {
        #expect(BoxOfficeFailure.httpStatus(500) == .httpStatus(500, service: .kobis))
        #expect(BoxOfficeFailure.timedOut(seconds: 1) == .timedOut(seconds: 1, service: .kobis))
        #expect(BoxOfficeFailure.unreachable("x") == .unreachable("x", service: .kobis))
        #expect(BoxOfficeFailure.undecodableResponse("x") == .undecodableResponse("x", service: .kobis))
        #expect(BoxOfficeFailure.unreachable("x") != .unreachable("x", service: .kakao))
    }

    @Test func kakaoMessagesNameKakao() {
        #expect(
            BoxOfficeFailure.timedOut(seconds: 5, service: .kakao).description
                == "No answer from Kakao within 5 s: try again, or raise KOBIS_TIMEOUT (it limits every request)."
        )
        #expect(
            BoxOfficeFailure.unreachable(.refused(server: "127.0.0.1:9"), service: .kakao).description
                == "Kakao could not be reached: 127.0.0.1:9 refused the connection")
        #expect(
            BoxOfficeFailure.undecodableResponse(.emptyBody, service: .kakao).description
                == "Kakao answered with something that is not an image search answer: the body is empty")
        #expect(
            BoxOfficeFailure.httpStatus(500, service: .kakao).description
                == "The Kakao server answered HTTP 500.")
    }

    @Test(arguments: [
        (400, "Kakao rejected the search (HTTP 400)."),
        (401, "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY."),
        (403, "Kakao refused the search (HTTP 403): check the app's permissions."),
        (429, "Too many Kakao searches (HTTP 429): try again later."),
    ])
    func kakaoStatusesWithAMeaningAreExplained(status: Int, expected: String) {
        #expect(BoxOfficeFailure.httpStatus(status, service: .kakao).description == expected)
    }

    @Test func posterImageMessagesNameTheImageServer() {
        #expect(
            BoxOfficeFailure.undecodableResponse(.imageTooLarge(megabytes: 8), service: .posterImage)
                .description
                == "The poster image server answered with something that is not a usable image: "
                + "the image is larger than 8 MB")
        #expect(
            BoxOfficeFailure.unreachable(.refused(server: "img.example"), service: .posterImage)
                .description
                == "The poster image server could not be reached: img.example refused the connection")
        #expect(
            BoxOfficeFailure.timedOut(seconds: 2, service: .posterImage).description
                == "No answer from the poster image server within 2 s: try again, or raise KOBIS_TIMEOUT "
                + "(it limits every request).")
        #expect(
            BoxOfficeFailure.httpStatus(401, service: .posterImage).description
                == "The poster image server answered HTTP 401.")
    }

    @Test(arguments: [RemoteService.kakao, .posterImage])
    func noOtherServiceIsCalledKOBIS(service: RemoteService) {
        let failures: [BoxOfficeFailure] = [
            .httpStatus(500, service: service), .httpStatus(401, service: service),
            .timedOut(seconds: 1, service: service), .unreachable("why", service: service),
            .undecodableResponse("why", service: service),
        ]
        for failure in failures {
            #expect(!failure.description.contains("KOBIS "), "\(failure.description)")
            #expect(!failure.description.contains("box office"), "\(failure.description)")
            #expect(!failure.description.contains("KOBIS_BASE_URL"), "\(failure.description)")
        }
    }

    @Test func eachServiceHasItsOwnServerSetting() {
        #expect(RemoteService.kobis.baseURLVariable == "KOBIS_BASE_URL")
        #expect(RemoteService.kakao.baseURLVariable == "KAKAO_BASE_URL")
        #expect(RemoteService.posterImage.baseURLVariable == nil)
    }
}
