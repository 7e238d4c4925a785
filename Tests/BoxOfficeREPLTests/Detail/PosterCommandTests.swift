import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `poster` in a session: the view draws the bytes its ViewModel publishes in the terminal's
/// protocol, and prints only the poster, not the detail it loaded.
@MainActor
struct PosterCommandTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func run(_ lines: [String], url: String, bytes: Data, imageSupport: TerminalImageSupport) async
        -> TextBuffer
    {
        let output = TextBuffer()
        let settings = DisplaySettings(words: EnglishWords())
        let session = ReplSession(
            viewModels: .stubbed(
                calendar: calendar, settings: settings, details: StubMovieDetailRepository(),
                posters: .found(Poster(imageURL: url, width: 510, height: 727)), images: Bytes(bytes)),
            reader: ScriptedLineReader(lines: lines), output: output, errors: TextBuffer(),
            spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader(),
                imageSupport: imageSupport),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        return output
    }

    @Test func aPNGIsDrawnInKittyAndAnyImageInITerm2() async {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0, 1])
        let kitty = await run(
            ["date 20220105", "poster 1"], url: "https://img.example/p.png", bytes: png, imageSupport: .kitty)
        #expect(kitty.lines.last == InlineImage.kitty(png: png))
        let jpeg = Data([0xFF, 0xD8, 0xFF])
        let iTerm2 = await run(
            ["date 20220105", "poster 1"], url: "https://img.example/p.jpg", bytes: jpeg,
            imageSupport: .iTerm2)
        #expect(iTerm2.lines.last == InlineImage.iTerm2(jpeg))
    }

    @Test func kittyIsToldToUseAnotherToolForAnImageThatIsNotAPNG() async {
        let output = await run(
            ["date 20220105", "poster 1"], url: "https://img.example/p.jpg", bytes: Data([0xFF, 0xD8]),
            imageSupport: .kitty)
        #expect(
            output.lines.suffix(2) == [
                "https://img.example/p.jpg", EnglishWords().kittyPNGOnly(url: "https://img.example/p.jpg"),
            ])
    }

    @Test func posterNPrintsThePosterAloneNotTheDetailItLoaded() async {
        let output = await run(
            ["date 20220105", "poster 1"], url: "https://img.example/p.png", bytes: Data(),
            imageSupport: .none)
        let dayLines = await run(
            ["date 20220105"], url: "https://img.example/p.png", bytes: Data(), imageSupport: .none
        ).lines.count
        #expect(output.lines.dropFirst(dayLines) == ["https://img.example/p.png (510×727)"])
    }

    @Test(arguments: ["csv", "json"])
    func inCSVAndJSONAKittyTerminalGetsTheAddressNotTheImage(format: String) async {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0, 1])
        let output = await run(
            ["format \(format)", "date 20220105", "poster 1"], url: "https://img.example/p.png", bytes: png,
            imageSupport: .kitty)
        #expect(output.lines.last == "https://img.example/p.png", "\(output.text)")
        #expect(!output.text.contains("\u{1B}_G"), "no image escape in machine-readable output")
    }
}

/// Image bytes that are always `data`.
private struct Bytes: PosterImageRepository {
    let data: Data

    init(_ data: Data) {
        self.data = data
    }

    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        data
    }
}
