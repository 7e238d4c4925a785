// swift-tools-version:6.0
// The architecture diagram, compiled: one target per layer, so an import that points
// the wrong way does not build. Read it top to bottom: Domain knows nothing, Data and
// Presentation know Domain, the REPL knows Presentation, the executable knows everything.
import PackageDescription

let package = Package(
    name: "boxoffice",
    products: [
        .executable(name: "boxoffice", targets: ["boxoffice"]),
        // The layers as one library, for the fuzz package in Fuzz/ only (see scripts/fuzz).
        .library(
            name: "BoxOfficeLayers",
            targets: [
                "BoxOfficeDomain", "BoxOfficeData", "BoxOfficePresentation", "BoxOfficeCommands",
                "BoxOfficeREPL",
            ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // AsyncHTTPClient's own parts, named for their errors and their inflation limit.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The official MCP client, for the tests only: the server speaks JSON-RPC itself, as the SDK's
        // server would bring FoundationNetworking (and libcurl) into the binary for its HTTP transport.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The web front's HTTP server (`boxoffice web`), on the swift-nio the client already uses.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Pinned already through the NIO packages; named for the web front's silent logger.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Pinned already through Hummingbird; named for the header fields it does not name (Referrer-Policy).
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        // Text snapshots of the web front's pages, for the tests only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // libedit (BSD editline) seen through a small C shim: its variadic calls wrapped.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The SQLite calls the store's heal needs that GRDB does not make: a variadic sqlite3_db_config,
        // and a backup of an attached schema.
        .systemLibrary(name: "CSQLiteHeal", providers: [.apt(["libsqlite3-dev"])]),
        // The box office, movies, dates and their rules: entities, repository protocols, use
        // cases, failures as typed facts. No dependencies.
        .target(name: "BoxOfficeDomain"),
        // The wire and the disk: KOBIS and Kakao DTOs beside their mapping, the HTTP client,
        // the local SQLite store, demo data, configuration read from the environment.
        .target(
            name: "BoxOfficeData",
            dependencies: [
                "BoxOfficeDomain", "CSQLiteHeal", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // What is shown and said: the ViewModels (one ViewState each), view data and exports,
        // and Words, every word a user reads, one implementation per language. No terminal code.
        .target(name: "BoxOfficePresentation", dependencies: ["BoxOfficeDomain"]),
        // What a user can ask, declared once for every front: one swift-argument-parser type a
        // command, its help, its Tab choices and the intents it sends. No terminal code.
        .target(
            name: "BoxOfficeCommands",
            dependencies: [
                "BoxOfficePresentation", "BoxOfficeDomain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The terminal: line editor, the prompt's parser, one view per ViewModel, rendering,
        // display width, colour.
        .target(
            name: "BoxOfficeREPL",
            dependencies: [
                "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The protocol server for assistants (`boxoffice mcp`): each command a tool, its result the
        // command's json document, its failure the prompt's words. No terminal code.
        .target(
            name: "BoxOfficeMCP",
            dependencies: [
                "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The local web site (`boxoffice web`): each request a command, each page a command's screen drawn
        // as HTML from the same view data, served by Hummingbird. No terminal code.
        .target(
            name: "BoxOfficeWeb",
            dependencies: [
                "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The composition root: reads the environment, builds the live objects, runs.
        .executableTarget(
            name: "boxoffice",
            dependencies: [
                "BoxOfficeDomain", "BoxOfficeData", "BoxOfficePresentation", "BoxOfficeCommands",
                "BoxOfficeREPL", "BoxOfficeMCP", "BoxOfficeWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Test doubles and the loopback KOBIS server; never linked into the app.
        .target(
            name: "BoxOfficeTestSupport",
            dependencies: [
                "BoxOfficeDomain", "BoxOfficeCommands", "BoxOfficeREPL",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // Measures detail prefetching against loopback servers: `swift run -c release
        // detail-prefetch-benchmark` (see Benchmarks/README.md). Never linked into the app.
        .executableTarget(
            name: "detail-prefetch-benchmark",
            dependencies: [
                "BoxOfficeData", "BoxOfficeDomain", "BoxOfficePresentation", "BoxOfficeTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Benchmarks/DetailPrefetchBenchmark"
        ),
        // Times `top` and `trend` on a store holding a year of daily charts: `swift run -c release
        // history-benchmark` (see BENCHMARKS.md, "History"). Never linked into the app.
        .executableTarget(
            name: "history-benchmark",
            dependencies: ["BoxOfficeData", "BoxOfficeDomain"],
            path: "Benchmarks/HistoryBenchmark"
        ),
        .testTarget(
            name: "BoxOfficeDomainTests",
            dependencies: ["BoxOfficeDomain", "BoxOfficeTestSupport"]
        ),
        .testTarget(
            name: "BoxOfficeDataTests",
            dependencies: [
                "BoxOfficeData", "BoxOfficeDomain", "BoxOfficeTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's own counters (`sqlite3_stmt_status`), which GRDB does not give.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "BoxOfficePresentationTests",
            dependencies: ["BoxOfficePresentation", "BoxOfficeDomain", "BoxOfficeTestSupport"]
        ),
        .testTarget(
            name: "BoxOfficeREPLTests",
            dependencies: [
                "BoxOfficeREPL", "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain",
                "BoxOfficeTestSupport",
            ]
        ),
        .testTarget(
            name: "BoxOfficeMCPTests",
            dependencies: [
                "BoxOfficeMCP", "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain",
                "BoxOfficeTestSupport", .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .testTarget(
            name: "BoxOfficeWebTests",
            dependencies: [
                "BoxOfficeWeb", "BoxOfficeCommands", "BoxOfficePresentation", "BoxOfficeDomain",
                "BoxOfficeTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BoxOfficeEndToEndTests",
            dependencies: [
                "boxoffice", "BoxOfficeDomain", "BoxOfficeTestSupport",
                // The two that keep the regions' names, so one test can hold them to each other.
                "BoxOfficeData", "BoxOfficePresentation",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
    ]
)
