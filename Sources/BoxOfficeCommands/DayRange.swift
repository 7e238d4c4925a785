// FROM and TO, the days `sync`, `export` and `top` take.

import ArgumentParser

public struct DayRange: ParsableArguments, Sendable {
    @Argument(
        help: ArgumentHelp(
            "The first day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back.", valueName: "FROM"))
    public var from: String

    @Argument(help: ArgumentHelp("The last day, in the same forms (default: the first).", valueName: "TO"))
    public var last: String?

    public init() {}

    public var to: String { last ?? from }
}
