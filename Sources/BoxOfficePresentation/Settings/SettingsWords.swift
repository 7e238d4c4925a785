// What `settings` and the display's settings (`mode`, `format`, `width`, `symbols`) say, and why a
// settings file could not be read or written, in Korean then English.

import BoxOfficeDomain

/// The settings' words, part of ``Words``: a language that lacks one does not build.
public protocol SettingsWords: Sendable {
    var modeLabel: String { get }
    var formatLabel: String { get }
    var widthLabel: String { get }
    func width(columns: Int, ambiguous: String) -> String
    var symbolsLabel: String { get }
    /// Why `symbols auto` chose what it did: ` (auto: 로케일 UTF-8)`.
    func symbolsAuto(localeIsUTF8: Bool) -> String
    var colourLabel: String { get }
    func colour(_ enabled: Bool) -> String
    var languageLabel: String { get }
    var savedInLabel: String { get }
    var notSaved: String { get }
    /// Where the figures come from: `demo (KOBIS 자료 4일치)` / `kobis (live, KOBIS_API_KEY set)`.
    func text(for source: DataSourceSummary) -> String
    func text(for error: PreferencesError) -> String
    /// That a file that was not a settings file was moved aside and the settings saved.
    func text(for aside: UnreadableSettingsMovedAside) -> String
}

extension KoreanWords {
    public var modeLabel: String { "보기 방식" }
    public var formatLabel: String { "출력 형식" }
    public var widthLabel: String { "폭" }
    public func width(columns: Int, ambiguous: String) -> String {
        "\(columns)칸, 모호한 문자 폭 \(ambiguous)"
    }
    public var symbolsLabel: String { "기호" }
    public func symbolsAuto(localeIsUTF8: Bool) -> String {
        " (auto: 로케일 \(localeIsUTF8 ? "UTF-8" : "UTF-8 아님"))"
    }
    public var colourLabel: String { "색" }
    public func colour(_ enabled: Bool) -> String { enabled ? "켬" : "끔" }
    public var languageLabel: String { "언어" }
    public var savedInLabel: String { "저장 위치" }
    public var notSaved: String { "(저장 안 함)" }

    public func text(for source: DataSourceSummary) -> String {
        switch source.source {
        case .demo: "demo (KOBIS 자료 \(source.demoDays ?? 0)일치)"
        case .kobis, .cache: "kobis (실시간, KOBIS_API_KEY 설정됨)"
        }
    }

    public func text(for error: PreferencesError) -> String {
        switch error {
        case .notASettingsFile(let path): "\(path)의 설정을 읽지 못해 기본값을 씁니다(이유: 설정 파일이 아님)."
        case .unreadable(let path, let reason):
            "\(path)의 설정을 읽지 못해 기본값을 씁니다(이유: \(text(for: reason)))."
        case .unwritable(let path, let reason): "설정을 \(path)에 저장하지 못했습니다(이유: \(text(for: reason)))."
        }
    }

    public func text(for aside: UnreadableSettingsMovedAside) -> String {
        "\(aside.path): 설정 파일이 아니어서 \(KoreanParticle.direction.attached(to: aside.movedTo)) 옮기고 설정을 저장했습니다."
    }
}

extension EnglishWords {
    public var modeLabel: String { "mode" }
    public var formatLabel: String { "format" }
    public var widthLabel: String { "width" }
    public func width(columns: Int, ambiguous: String) -> String {
        "\(columns) columns, ambiguous \(ambiguous)"
    }
    public var symbolsLabel: String { "symbols" }
    public func symbolsAuto(localeIsUTF8: Bool) -> String {
        " (auto: locale \(localeIsUTF8 ? "UTF-8" : "not UTF-8"))"
    }
    public var colourLabel: String { "colour" }
    public func colour(_ enabled: Bool) -> String { enabled ? "on" : "off" }
    public var languageLabel: String { "language" }
    public var savedInLabel: String { "saved in" }
    public var notSaved: String { "(not saved)" }

    public func text(for source: DataSourceSummary) -> String {
        switch source.source {
        case .demo: "demo (\(counted(source.demoDays ?? 0, "day")) of KOBIS figures)"
        case .kobis, .cache: "kobis (live, KOBIS_API_KEY set)"
        }
    }

    public func text(for error: PreferencesError) -> String {
        switch error {
        case .notASettingsFile(let path):
            "Could not read the settings in \(path) (not a settings file); using the defaults."
        case .unreadable(let path, let reason):
            "Could not read the settings in \(path) (\(text(for: reason))); using the defaults."
        case .unwritable(let path, let reason):
            "Could not save the settings to \(path) (\(text(for: reason)))."
        }
    }

    public func text(for aside: UnreadableSettingsMovedAside) -> String {
        "\(aside.path) was not a settings file: moved it to \(aside.movedTo) and saved the settings."
    }
}
