import BoxOfficeData
import BoxOfficeDomain
import Foundation

/// Builds the live repository against a test server, with a fresh session per test.
enum RepositoryHarness {
    /// A key that looks like a real one and is easy to search for in texts.
    static let key = "0123456789abcdef0123456789abcdef"

    /// A day with figures.
    static let date = BoxOfficeDate(year: 2024, month: 1, day: 5) ?? BoxOfficeDate.earliest

    /// The repository, talking to `baseURL` through `http` (by default retried at once unless
    /// `retries` says otherwise, the key hidden, no call counted).
    static func repository(
        baseURL: URL, key: String? = RepositoryHarness.key, timeout: TimeInterval = 30,
        maximumBytes: Int = KOBISConfiguration.defaultMaximumResponseBytes,
        retries: RetryPolicy = .immediate, http: (any HTTPGet)? = nil
    ) -> KOBISBoxOfficeRepository {
        let configuration = KOBISConfiguration(
            apiKey: key, baseURL: baseURL, requestTimeout: timeout, maximumResponseBytes: maximumBytes)
        return KOBISBoxOfficeRepository(
            client: KOBISClient(
                configuration: configuration, http: http ?? LoopbackGet.hiding(key, retries: retries)))
    }

    /// What the repository answers for ``date``, success or failure.
    static func outcome(
        of repository: KOBISBoxOfficeRepository, date: BoxOfficeDate = RepositoryHarness.date
    ) async -> Result<BoxOfficeChart, BoxOfficeFailure> {
        do {
            return .success(try await repository.dailyBoxOffice(for: date, refresh: false))
        } catch {
            return .failure(error)
        }
    }
}

extension Result {
    /// The failure, or `nil` on success; for `#expect(result.failure == …)`.
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}

extension KOBISKeyID {
    /// The calls of the harness's key.
    static let test = KOBISKeyID(key: RepositoryHarness.key)
}
