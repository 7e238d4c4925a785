// swift-tools-version:6.0
// libFuzzer targets for boxoffice, a package of its own so that `swift build` of the app never
// builds them: `scripts/fuzz` builds them with `-sanitize=fuzzer,address` and runs each for a
// bounded time. They reach internal decoders through `@testable import` (a debug build is
// testable), so the app's API stays as it is.
import PackageDescription

/// One fuzz target: an executable whose `main` hands libFuzzer the function it calls with each input.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzDriver", .product(name: "BoxOfficeLayers", package: "boxoffice")],
        path: "Sources/\(name)"
    )
}

let package = Package(
    name: "boxoffice-fuzz",
    dependencies: [.package(name: "boxoffice", path: "..")],
    targets: [
        // Starts libFuzzer from each target's `main`.
        .target(name: "FuzzDriver")
    ]
        + [
            "fuzz-command-parser", "fuzz-date-input", "fuzz-kobis-daily", "fuzz-kobis-movie-info",
            "fuzz-kakao",
            "fuzz-terminal-text",
        ].map(fuzzTarget)
)
