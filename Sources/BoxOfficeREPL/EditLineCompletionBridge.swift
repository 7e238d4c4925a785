import CEditLine

/// What the Tab key does inside libedit: read the line up to the cursor, ask the
/// ``CompletionProvider``, and let ``CompletionResolver`` choose between inserting text,
/// listing candidates and beeping.
enum EditLineCompletionBridge {
    /// What one Tab press does to the line, decided without libedit.
    enum Action: Equatable {
        /// Insert this (sanitised) text at the cursor.
        case insert(String)
        /// Print this list of candidates below the line and redraw it.
        case list(String)
        /// Beep: nothing completes.
        case beep
    }

    /// Handles one Tab press and returns libedit's answer (`CC_REFRESH`, `CC_REDISPLAY` or
    /// `CC_ERROR`, which beeps).
    /// - Parameter columns: the terminal width, asked only when a list is printed.
    static func complete(
        in editLine: OpaquePointer,
        provider: (any CompletionProvider)?,
        displayWidth: DisplayWidth,
        columns: () -> Int
    ) -> UInt8 {
        guard let text = textBeforeCursor(in: editLine) else { return UInt8(CC_ERROR) }
        switch action(
            forTextBeforeCursor: text, provider: provider, displayWidth: displayWidth, columns: columns)
        {
        case .insert(let safeText):
            return el_insertstr(editLine, safeText) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let listing):
            boxoffice_el_write_output(listing)
            return UInt8(CC_REDISPLAY)
        case .beep:
            return UInt8(CC_ERROR)
        }
    }

    /// What Tab does after `text`: the candidates come from `provider`, a list is laid out
    /// `columns()` wide (the default width when that is not positive).
    static func action(
        forTextBeforeCursor text: String,
        provider: (any CompletionProvider)?,
        displayWidth: DisplayWidth,
        columns: () -> Int
    ) -> Action {
        guard let provider else { return .beep }
        let candidates = provider.completions(forTextBeforeCursor: text)
        switch CompletionResolver.resolve(textBeforeCursor: text, candidates: candidates) {
        case .insert(let extensionText):
            return .insert(TerminalText.sanitize(extensionText))
        case .list(let words):
            let width = columns()
            return .list(
                CompletionListLayout.render(
                    words, columns: width > 0 ? width : TerminalCapabilities.defaultColumns,
                    displayWidth: displayWidth))
        case .noMatch:
            return .beep
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
