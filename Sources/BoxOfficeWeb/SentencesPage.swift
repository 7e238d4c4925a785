// The page of a screen that has no drawing of its own yet: its sentences as paragraphs, as a program
// reads them (`ContentDocument.sentences`), and a failure as an alert.

/// A screen shown as its plain sentences and notes.
public struct SentencesPage: WebScreen {
    public let title: String
    let sentences: [String]
    let notes: [String]

    public init(title: String, sentences: [String], notes: [String] = []) {
        self.title = title
        self.sentences = sentences
        self.notes = notes
    }

    public func body(in frame: PageFrame) -> HTML {
        let heading: HTML = title.isEmpty ? .empty : .element("h1", text: title)
        let paragraphs = sentences.map { HTML.element("p", text: $0) }
        let noted = notes.map { HTML.element("p", [HTMLAttribute("class", "note")], text: $0) }
        return .joined([heading] + paragraphs + noted)
    }
}

/// A screen whose command failed: the sentence the prompt would print, announced as an alert.
public struct FailurePage: WebScreen {
    public let title: String
    let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    public func body(in frame: PageFrame) -> HTML {
        .joined([
            .element("h1", text: title),
            .element(
                "p", [HTMLAttribute("class", "failure"), HTMLAttribute("role", "alert")], text: message),
        ])
    }
}
