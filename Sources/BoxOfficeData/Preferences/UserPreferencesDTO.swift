/// The settings file as it is written: `{"layout":"icon","ambiguousWidth":"narrow","symbols":"auto"}`.
/// Every field is optional, so a file from an older or newer version still reads.
struct UserPreferencesDTO: Codable, Equatable {
    var layout: String?
    var ambiguousWidth: String?
    var symbols: String?
}
