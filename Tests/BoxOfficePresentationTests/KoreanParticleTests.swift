import BoxOfficePresentation
import Testing

/// The particle after a word is chosen from its last character: a Hangul syllable's final
/// consonant (ㄹ takes 로), a digit's Korean reading, else the combined form.
struct KoreanParticleTests {
    @Test(arguments: [
        // digit, topic, object, direction, subject
        ("0", "은", "을", "으로", "이"), ("1", "은", "을", "로", "이"), ("2", "는", "를", "로", "가"),
        ("3", "은", "을", "으로", "이"), ("4", "는", "를", "로", "가"), ("5", "는", "를", "로", "가"),
        ("6", "은", "을", "으로", "이"), ("7", "은", "을", "로", "이"), ("8", "은", "을", "로", "이"),
        ("9", "는", "를", "로", "가"),
    ])
    func aDigitIsReadInKorean(
        digit: String, topic: String, object: String, direction: String, subject: String
    ) {
        #expect(KoreanParticle.topic.after("20" + digit) == topic)
        #expect(KoreanParticle.object.after(digit) == object)
        #expect(KoreanParticle.direction.after("HTTP 50" + digit) == direction)
        #expect(KoreanParticle.subject.after(digit) == subject)
    }

    @Test func theFinalConsonantOfAHangulSyllableDecides() {
        #expect(KoreanParticle.topic.after("영화") == "는")
        #expect(KoreanParticle.topic.after("목록") == "은")
        #expect(KoreanParticle.object.after("서버") == "를")
        #expect(KoreanParticle.object.after("관객") == "을")
        #expect(KoreanParticle.subject.after("카카오") == "가")
        #expect(KoreanParticle.subject.after("날") == "이")
        // ㄹ takes 로, every other final consonant 으로, no final consonant 로.
        #expect(KoreanParticle.direction.after("서울") == "로")
        #expect(KoreanParticle.direction.after("경관의") == "로")
        #expect(KoreanParticle.direction.after("없는") == "으로")
        #expect(KoreanParticle.direction.after("힣") == "으로")
        #expect(KoreanParticle.direction.after("가") == "로")
    }

    @Test func aWordWhoseReadingIsNotKnownGetsTheCombinedForm() {
        for word in ["grid", "Spider", "a.sqlite", "x)", "…", "", "ㄱ", "２"] {
            #expect(KoreanParticle.topic.after(word) == "은(는)", "\(word)")
            #expect(KoreanParticle.object.after(word) == "을(를)", "\(word)")
            #expect(KoreanParticle.direction.after(word) == "(으)로", "\(word)")
            #expect(KoreanParticle.subject.after(word) == "이(가)", "\(word)")
        }
    }

    @Test func theAuditedDatesAndCodes() {
        #expect(KoreanParticle.topic.attached(to: "2026-11-18") == "2026-11-18은")
        #expect(KoreanParticle.topic.attached(to: "2022-01-04") == "2022-01-04는")
        #expect(KoreanParticle.direction.attached(to: "500") == "500으로")
        #expect(KoreanParticle.direction.attached(to: "320010") == "320010으로")
        #expect(KoreanParticle.direction.attached(to: "320011") == "320011로")
        #expect(KoreanParticle.direction.attached(to: "404") == "404로")
    }

    @Test func aQuotedWordTakesTheParticleOfItsLastCharacter() {
        #expect(KoreanParticle.topic.quoted("2022") == "'2022'는")
        #expect(KoreanParticle.direction.quoted("경관의") == "'경관의'로")
        #expect(KoreanParticle.topic.quoted("grid") == "'grid'은(는)")
    }
}
