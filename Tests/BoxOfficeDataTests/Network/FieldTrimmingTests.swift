import Foundation
import Testing

@testable import BoxOfficeData

/// A field's text trimmed without Foundation when nothing is to be trimmed: the same as Foundation's.
struct FieldTrimmingTests {
    @Test func everyCharacterFoundationTrimsIsTrimmedAtEitherEnd() {
        let trimmedByFoundation = (0...0x10_FFFF).compactMap(Unicode.Scalar.init).filter {
            CharacterSet.whitespacesAndNewlines.contains($0)
        }
        #expect(trimmedByFoundation.count > 20)
        for scalar in trimmedByFoundation {
            let character = String(scalar)
            #expect(("영화" + character).trimmed == "영화", "\(scalar.value)")
            #expect((character + "영화").trimmed == "영화", "\(scalar.value)")
        }
    }

    @Test(
        arguments: [
            "프렌즈: 몬스터섬의비밀", "프렌즈: 몬스터섬의비밀 ", " 프렌즈", "영화\u{3000}", "\u{3000}영화", "영화\u{00A0}",
            "\u{2028}영화", "영화\u{0085}", "영화\n", "\t영화", "e\u{301}", " \u{301}", "🎬", "🎬 ", "합성 영화 0101",
            "20231", " 1 ", "", " ", "\u{3000}", "\u{200B}영화\u{200B}",
        ])
    func trimsAsFoundationDoes(text: String) {
        #expect(text.trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
