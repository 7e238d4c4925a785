import BoxOfficeDomain

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

    public func messageTooLong(limit: Int) -> String {
        "\(NumberFormatting.grouped(limit))바이트보다 긴 메시지는 읽지 않았습니다: 메시지마다 그 길이까지 한 줄로 보내세요"
    }

    public func batchTooLarge(limit: Int) -> String {
        "메시지가 \(limit)개보다 많은 배치는 읽지 않았습니다: 한 배치에 그 수까지, 또는 한 줄에 하나씩 보내세요"
    }

    public var requestIDInvalid: String {
        "요청을 읽지 않았습니다: id가 문자열이나 숫자가 아닙니다"
    }

    public var messageUnreadable: String {
        "요청을 읽지 않았습니다: JSON을 값으로 읽을 수 없습니다(UTF-8이 아닌 바이트, 문자열 안의 제어 문자, 512단계보다 깊은 중첩, double로 나타낼 수 없는 큰 수, 짝 없는 서로게이트)"
    }

    public var messageNotJSON: String {
        "메시지를 읽지 않았습니다: JSON이 아닙니다"
    }

    public var messageNotRequest: String {
        #"메시지를 읽지 않았습니다: JSON-RPC 2.0 요청("jsonrpc":"2.0", 메서드 이름, 객체 params가 있는 객체)이 아닙니다"#
    }

    public func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String {
        let offered = known.isEmpty ? "받는 인자가 없습니다" : "받는 인자는 " + known.joined(separator: ", ") + "입니다"
        return "\(tool) 도구에는 \(names.map { "'\($0)'" }.joined(separator: ", ")) 인자가 없습니다: \(offered)"
    }

    public func unknownMethod(_ method: String) -> String {
        "'\(method)' 메서드는 없습니다: 서버에는 initialize, ping, tools/list, tools/call, resources/list, resources/read가 있습니다"
    }

    public func paramsInvalid(method: String) -> String {
        "\(method)의 params에 필요한 값이 없거나 형식이 틀렸습니다"
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
}
