// Suggestions compare short words only: a word past the longest is near nothing, at no cost.

import BoxOfficePresentation
import Testing

struct EditDistanceTests {
    @Test("a typo is one or two edits away")
    func typos() {
        #expect(EditDistance.between("nxt", "next") == 1)
        #expect(EditDistance.between("dtae", "date") == 2)
        #expect(EditDistance.between("", "date") == 4)
    }

    @Test("a word exactly at the longest is compared; one character past it is near nothing")
    func longestWord() {
        let longest = String(repeating: "a", count: EditDistance.longestWord)
        #expect(EditDistance.between(longest, "a") == EditDistance.longestWord - 1)
        #expect(EditDistance.between(longest + "a", "a") == Int.max)
        #expect(EditDistance.between("a", longest + "a") == Int.max)
    }

    @Test("a pasted megabyte is not compared")
    func megabyte() {
        #expect(EditDistance.between(String(repeating: "x", count: 1 << 20), "help") == Int.max)
    }
}
