import CEditLine

/// What the Tab key does inside libedit: read the line up to the cursor, ask the
/// ``CompletionProvider``, and let ``CompletionResolver`` choose between inserting text,
/// listing candidates and beeping.
enum EditLineCompletionBridge {
    /// Handles one Tab press and returns libedit's answer (`CC_REFRESH`, `CC_REDISPLAY` or
    /// `CC_ERROR`, which beeps).
    static func complete(
        in editLine: OpaquePointer,
        provider: (any CompletionProvider)?,
        displayWidth: DisplayWidth
    ) -> UInt8 {
        guard let provider, let text = textBeforeCursor(in: editLine) else {
            return UInt8(CC_ERROR)
        }
        let candidates = provider.completions(forTextBeforeCursor: text)
        switch CompletionResolver.resolve(textBeforeCursor: text, candidates: candidates) {
        case .insert(let extensionText):
            let safeText = TerminalText.sanitize(extensionText)
            return el_insertstr(editLine, safeText) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let words):
            let columns = Int(boxoffice_terminal_columns(1))
            let width = columns > 0 ? columns : TerminalCapabilities.defaultColumns
            boxoffice_el_write_output(
                CompletionListLayout.render(words, columns: width, displayWidth: displayWidth))
            return UInt8(CC_REDISPLAY)
        case .noMatch:
            return UInt8(CC_ERROR)
        }
    }

    /// The edited line from its start to the cursor, decoded leniently.
    private static func textBeforeCursor(in editLine: OpaquePointer) -> String? {
        guard let info = el_line(editLine)?.pointee, let start = info.buffer, let cursor = info.cursor
        else { return nil }
        let bytes = UnsafeRawBufferPointer(start: start, count: max(0, start.distance(to: cursor)))
        return String(decoding: bytes, as: UTF8.self)
    }
}
