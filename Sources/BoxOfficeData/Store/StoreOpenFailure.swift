/// Why a store file could not be opened as it is.
struct StoreOpenFailure: Error {
    /// One line for the user, e.g. `is not a database`.
    let reason: String
    /// Whether deleting the file and starting empty is the cure (it is damaged or foreign),
    /// rather than a problem of the place (permissions) that deleting would not fix.
    let rebuildable: Bool
}
