import BoxOfficeDomain

extension EnglishWords {
    // MARK: - Files the system could not read or write

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

    // MARK: - Notices

    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "demo data (\(days) days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used."
            : "demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data."
    }
}
