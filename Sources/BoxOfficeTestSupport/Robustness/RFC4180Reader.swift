/// Reads CSV back as RFC 4180 writes it — quoted fields, doubled quotes, commas and line breaks
/// inside quotes — so a test can check that an export parses to the values it was made of.
public enum RFC4180Reader {
    /// The records of `text`, each a list of fields; a final line break ends the last record.
    public static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"", characters.first == "\"" {
                    field.append("\"")
                    characters = characters.dropFirst()
                } else if character == "\"" {
                    quoted = false
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\n" {
                records.append(record + [field])
                (record, field) = ([], "")
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
