import BoxOfficeDomain

/// Why a store file could not be opened as it is.
struct StoreOpenFailure: Error {
    /// What is wrong with the file, e.g. ``StoreProblem/Fault/notADatabase``.
    let fault: StoreProblem.Fault
    /// Whether deleting the file and starting empty is the cure (it is damaged or foreign),
    /// rather than a problem of the place (permissions) that deleting would not fix.
    let rebuildable: Bool
}
