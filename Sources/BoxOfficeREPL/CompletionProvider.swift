/// Offers the words that could complete what the user is typing.
public protocol CompletionProvider: AnyObject {
    /// The candidates for the word under the cursor.
    /// - Parameter textBeforeCursor: the line up to the cursor, e.g. `"date 2022"`.
    /// - Returns: whole words (e.g. `["20220105", "20220104"]`) that could stand where
    ///   the last word of `textBeforeCursor` stands; empty when nothing fits.
    func completions(forTextBeforeCursor textBeforeCursor: String) -> [String]
}
