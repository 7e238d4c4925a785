// What the prompt says around every command, in Korean then English: what was typed wrong, a file of
// commands that could not be run, the line editor, the history, and a file the system refused.

import BoxOfficeDomain

/// What the prompt says. Its errors stay typed values in the REPL; these requirements take their
/// facts (the word typed, the usage, the choices, the path).
public protocol CommandWords: HelpWords {
    /// A command the session was not given what it needs for (`detail`, `poster`, `status`).
    func notAvailable(command: String) -> String
    var posterShownHere: String { get }
    var posterSixelCommand: String { get }
    /// `line` counts from 1.
    func notUTF8(path: String, line: Int) -> String
    /// A line of the `source` file at `path` longer than `limit` bytes, skipped.
    func sourceLineTooLong(path: String, line: Int, limit: Int) -> String
    /// A line typed or piped longer than `limit` bytes, not read; the session goes on.
    func lineTooLong(limit: Int) -> String
    var warningPrefix: String { get }

    /// No command is called `typed`; `suggestion` is the nearest one, if any is near.
    func unknownCommand(_ typed: String, suggestion: String?) -> String
    func tooManyArguments(command: String, usage: String) -> String
    /// A command line of more than `limit` words after the command's name, refused unparsed.
    func tooManyWords(command: String, limit: Int) -> String
    func missingArgument(command: String, usage: String) -> String
    /// `detail` is the parser's own account, in English.
    func wrongArguments(command: String, usage: String, detail: String) -> String
    /// `typed` (`-1`, days back) given to a command that takes no day.
    func daysBackNotTaken(_ typed: String, command: String, usage: String) -> String
    /// `compare X X`: the same film typed twice, which has nothing to be compared with.
    func sameFilmTwice(_ typed: String, command: String, usage: String) -> String
    /// `option` chooses how the program starts, so the prompt does not take it.
    func startOption(_ option: String) -> String
    func notAChoice(_ typed: String, command: String, choices: [String]) -> String

    func sourceFileMissing(_ path: String) -> String
    func sourceFileIsFolder(_ path: String) -> String
    func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String
    /// Files sourced files more than `limit` deep, so `path` was not run.
    func sourceTooDeep(_ path: String, limit: Int) -> String

    var lineEditorUnavailable: String { get }
    var readingLinesWithoutEditing: String { get }
    func historyFolderNotCreated(path: String, reason: FileProblem) -> String
    func historyNotLoaded(path: String) -> String
    func historyNotSaved(path: String) -> String
    func outputNotWritten(reason: FileProblem) -> String
    /// The commands piped in could not be read (a folder given as input, an I/O error): the run ends, failed.
    func inputNotRead(reason: FileProblem) -> String

    // MARK: - Files that are not text

    /// `source` was given a file holding NUL bytes (a program, an image), so no line of it ran.
    func sourceFileNotText(_ path: String) -> String

    // MARK: - Files the system could not read or write

    /// A phrase that goes inside a sentence (`권한 없음` / `permission denied`); the system's own text
    /// for another reason.
    func text(for problem: FileProblem) -> String
}

/// The example a days-back refusal gives: the word typed when it is short, else `-3` (a pasted number
/// is not repeated back whole).
private func daysBackExample(_ typed: String) -> String {
    typed.count <= 5 ? typed : "-3"
}

extension KoreanWords {
    public func notAvailable(command: String) -> String { "여기서는 `\(command)` 명령을 쓸 수 없습니다." }

    public var posterShownHere: String { "`poster`로 이 터미널에서 포스터 보기" }

    public var posterSixelCommand: String { "sixel 터미널: `poster`가 포스터를 보여 줄 명령을 출력" }

    public func notUTF8(path: String, line: Int) -> String { "source: \(path):\(line): UTF-8이 아니라서 건너뜀" }

    public func sourceLineTooLong(path: String, line: Int, limit: Int) -> String {
        let size = roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트"
        return "source: \(path):\(line): \(size)보다 길어서 건너뜀"
    }

    public func lineTooLong(limit: Int) -> String {
        let size = roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트"
        return "\(size)보다 긴 줄은 읽지 않았습니다: 그렇게 긴 명령은 없습니다"
    }

    public var warningPrefix: String { "경고: " }

    /// The name is followed by 명령, so no particle depends on how a Latin name is read.
    public func unknownCommand(_ typed: String, suggestion: String?) -> String {
        guard let suggestion else { return "알 수 없는 명령 '\(typed)'. 명령 목록은 `help`." }
        return "알 수 없는 명령 '\(typed)'. '\(suggestion)' 명령을 찾으셨나요? (명령 목록은 `help`)"
    }

    public func tooManyWords(command: String, limit: Int) -> String {
        "\(command): 단어가 너무 많습니다. 어느 명령도 \(NumberFormatting.grouped(limit))개보다 많이 받지 않습니다."
    }

    public func tooManyArguments(command: String, usage: String) -> String {
        "인자가 너무 많습니다. 사용법: `\(usage)`"
    }

    public func missingArgument(command: String, usage: String) -> String {
        "인자가 필요합니다. 사용법: `\(usage)`"
    }

    public func wrongArguments(command: String, usage: String, detail: String) -> String {
        "인자가 맞지 않습니다(\(detail)). 사용법: `\(usage)`"
    }

    public func daysBackNotTaken(_ typed: String, command: String, usage: String) -> String {
        let shown = UserText.excerpt(typed, limit: 12)
        return "\(command)은(는) 날짜를 받지 않습니다. \(shown)(며칠 전)은 `date \(daysBackExample(typed))`처럼 "
            + "날짜를 받는 명령에 씁니다. 사용법: `\(usage)`"
    }

    public func sameFilmTwice(_ typed: String, command: String, usage: String) -> String {
        "\(command)에 같은 영화 '\(typed)'을(를) 두 번 썼습니다. 서로 다른 두 영화를 쓰세요. 사용법: `\(usage)`"
    }

    public func startOption(_ option: String) -> String {
        "\(option)은(는) boxoffice를 시작할 때 쓰는 옵션입니다(`boxoffice \(option) …`). 프롬프트에서는 쓸 수 없습니다."
    }

    public func notAChoice(_ typed: String, command: String, choices: [String]) -> String {
        let alternatives =
            choices.count > 1
            ? choices.dropLast().joined(separator: ", ") + " 또는 " + (choices.last ?? "") : choices.joined()
        return "\(KoreanParticle.topic.quoted(typed)) 쓸 수 없습니다: \(command)에는 \(alternatives) 중 하나를 쓰세요."
    }

    public func sourceFileMissing(_ path: String) -> String { "source: 파일이 없습니다: \(path)" }

    public func sourceFileIsFolder(_ path: String) -> String { "source: 명령 파일이 아니라 폴더입니다: \(path)" }

    public func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String {
        "source: 읽을 수 없습니다(\(text(for: reason))): \(path)"
    }

    public func sourceFileNotText(_ path: String) -> String {
        "source: 텍스트로 된 명령 파일이 아닙니다(NUL 바이트가 있음): \(path)"
    }

    public func sourceTooDeep(_ path: String, limit: Int) -> String {
        "source: \(path) 실행 안 함: 파일 안의 source는 \(limit)단계까지만 됩니다"
    }

    public var lineEditorUnavailable: String { "이 터미널에서는 줄 편집기를 시작할 수 없습니다." }

    public var readingLinesWithoutEditing: String { "편집 없이 줄 단위로 읽습니다." }

    public func historyFolderNotCreated(path: String, reason: FileProblem) -> String {
        "명령 기록 폴더를 만들 수 없습니다(이유: \(text(for: reason))): \(path)"
    }

    public func historyNotLoaded(path: String) -> String { "명령 기록을 읽을 수 없습니다: \(path)" }

    public func historyNotSaved(path: String) -> String { "명령 기록을 저장할 수 없습니다: \(path)" }

    public func outputNotWritten(reason: FileProblem) -> String {
        "출력을 쓸 수 없습니다(이유: \(text(for: reason)))."
    }

    public func inputNotRead(reason: FileProblem) -> String {
        "입력을 읽을 수 없습니다(이유: \(text(for: reason)))."
    }

    public func text(for problem: FileProblem) -> String {
        switch problem {
        case .permissionDenied: "권한 없음"
        case .folderInTheWay: "그 자리에 폴더가 있음"
        case .fileInTheWay: "폴더 자리에 파일이 있음"
        case .noSpace: "디스크 공간 부족"
        case .linkLoop: "심볼릭 링크가 서로를 가리키며 순환함"
        case .notRegularFile: "일반 파일이 아님"
        case .tooLarge(let limit): "크기 \(roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트") 초과"
        case .closed: "닫혀 있음"
        case .notOpenForReading: "쓰기 전용으로 열려 있음"
        case .other(let reason): reason
        }
    }
}

extension EnglishWords {
    public func notAvailable(command: String) -> String { "`\(command)` is not available here." }

    public var posterShownHere: String { "this terminal can show images: `poster` shows it here" }

    public var posterSixelCommand: String {
        "this terminal shows sixel images: `poster` prints a command that shows it"
    }

    public func notUTF8(path: String, line: Int) -> String {
        "source: \(path):\(line): not UTF-8; line skipped"
    }

    public func sourceLineTooLong(path: String, line: Int, limit: Int) -> String {
        "source: \(path):\(line): longer than \(roundedSize(limit) ?? counted(limit, "byte")); line skipped"
    }

    public func lineTooLong(limit: Int) -> String {
        "a line longer than \(roundedSize(limit) ?? counted(limit, "byte")) was not read: no command needs that many"
    }

    public var warningPrefix: String { "warning: " }

    public func unknownCommand(_ typed: String, suggestion: String?) -> String {
        guard let suggestion else { return "Unknown command '\(typed)'. `help` lists the commands." }
        return "Unknown command '\(typed)'. Did you mean '\(suggestion)'? (`help` lists the commands)"
    }

    public func tooManyWords(command: String, limit: Int) -> String {
        "Too many words for \(command): no command takes more than \(NumberFormatting.grouped(limit))."
    }

    public func tooManyArguments(command: String, usage: String) -> String {
        "Too many arguments for \(command): usage is `\(usage)`."
    }

    public func missingArgument(command: String, usage: String) -> String {
        "\(command) needs an argument: usage is `\(usage)`."
    }

    public func wrongArguments(command: String, usage: String, detail: String) -> String {
        "\(detail). Usage is `\(usage)`."
    }

    public func daysBackNotTaken(_ typed: String, command: String, usage: String) -> String {
        "\(command) takes no day: \(UserText.excerpt(typed, limit: 12)) (days back) is for the commands that take one, "
            + "as in `date \(daysBackExample(typed))`. Usage is `\(usage)`."
    }

    public func sameFilmTwice(_ typed: String, command: String, usage: String) -> String {
        "\(command) needs two different films, not '\(typed)' twice. Usage is `\(usage)`."
    }

    public func startOption(_ option: String) -> String {
        "\(option) is for starting boxoffice (`boxoffice \(option) …`), not for the prompt."
    }

    public func notAChoice(_ typed: String, command: String, choices: [String]) -> String {
        "'\(typed)' is not a choice of \(command): use \(choices.joined(separator: ", "))."
    }

    public func sourceFileMissing(_ path: String) -> String { "source: no such file: \(path)" }

    public func sourceFileIsFolder(_ path: String) -> String {
        "source: \(path) is a folder, not a file of commands"
    }

    public func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String {
        "source: cannot read \(path): \(text(for: reason))"
    }

    public func sourceFileNotText(_ path: String) -> String {
        "source: \(path) is not a text file of commands (it holds NUL bytes)"
    }

    public func sourceTooDeep(_ path: String, limit: Int) -> String {
        "source: \(path) not run: files may source files only \(limit) deep"
    }

    public var lineEditorUnavailable: String { "The line editor could not be started on this terminal." }

    public var readingLinesWithoutEditing: String { "reading lines without editing." }

    public func historyFolderNotCreated(path: String, reason: FileProblem) -> String {
        "Could not create the history folder \(path) (\(text(for: reason)))."
    }

    public func historyNotLoaded(path: String) -> String {
        "Could not read the command history from \(path)."
    }

    public func historyNotSaved(path: String) -> String { "Could not save the command history to \(path)." }

    public func outputNotWritten(reason: FileProblem) -> String {
        "Could not write the output (\(text(for: reason)))."
    }

    public func inputNotRead(reason: FileProblem) -> String {
        "Could not read the input (\(text(for: reason)))."
    }

    public func text(for problem: FileProblem) -> String {
        switch problem {
        case .permissionDenied: "permission denied"
        case .folderInTheWay: "a folder is in the way"
        case .fileInTheWay: "a file is in the way"
        case .noSpace: "no space left on the disk"
        case .linkLoop: "its symbolic links point at each other in a loop"
        case .notRegularFile: "not a regular file"
        case .tooLarge(let limit): "larger than \(roundedSize(limit) ?? counted(limit, "byte"))"
        case .closed: "it is closed"
        case .notOpenForReading: "it is open for writing only"
        case .other(let reason): reason
        }
    }
}
