// What the store's history (`trend`, `top`, `compare`, `openings`, `months`) says in English, its help too.

import BoxOfficeDomain

extension EnglishWords {
    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind` and `--region` read the charts a `sync` stored under that filter "
        + "(`top 20230101 20231231 --nation korean`); without them, every film's charts, whatever the filter in force."

    static let filmHistoryHelp: [String: CommandHelp] = [
        "trend": CommandHelp(
            summary: "a movie's daily audience over its run (from the local store)",
            details: [
                "`trend 3` is rank 3 of the list shown, `trend 20199882` a movie code, `trend 경관의 피` a stored "
                    + "title as displayed (case and spaces ignored). When several titles match, the most seen is "
                    + "shown and the others are named with their codes.",
                "One line a day from the stored daily charts (date, bar, audience), with the total audience (the "
                    + "latest day's total), the best day, the days in the top ten, the first and last day. A run "
                    + "longer than 60 days, or `--spark`, is one sparkline. csv and json give one record a day.",
                "Days the store lacks around the run (from its release to a week after its last day) are named "
                    + "on standard error with the `boxoffice sync FROM TO` that fills them. It never calls KOBIS.",
                historyFilterHelp,
            ]),
        "top": CommandHelp(
            summary: "the films of a period ranked by audience (from the local store)",
            details: [
                "`top 20220101 20220131` sums each film's audience over the stored daily charts of the period "
                    + "and ranks them, with the days in the top ten and the best rank. A film counts only on days "
                    + "it was in a stored top ten. `--limit N` shows N films (default 10). One day alone (`top 20220101`) runs to yesterday.",
                "Days of the period the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. Days take the same forms as `date`.",
                historyFilterHelp,
            ]),
        "openings": CommandHelp(
            summary: "the films that opened in a month (from the local store)",
            details: [
                "`openings 202201` (or `2022-01`) lists, once each and by opening date, the films whose opening "
                    + "date is in that month, as the month's stored daily charts saw them: opening date, title, "
                    + "best rank in the month and the audience to date on the last day of the month it was seen. "
                    + "A film never in a stored top ten of the month is not there.",
                "Days of the month the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. It calls no KOBIS service.",
            ]),
        "months": CommandHelp(
            summary: "a year month by month (from the local store)",
            details: [
                "`months 2022` shows each month of the year from its stored daily charts: the days stored, the "
                    + "films seen, the audience of those daily top tens, and the film with the most of it. The "
                    + "store keeps each day's top ten only, so this is the top tens' audience, not the whole "
                    + "market's. A month the store holds no day of says so rather than showing zero.",
                "The years run from 2003 (its figures start on 2003-11-11) to this year, which runs to yesterday. "
                    + "Days the store lacks are named on standard error with the `boxoffice sync FROM TO` that "
                    + "fills them. It calls no KOBIS service.",
            ]),
        "compare": CommandHelp(
            summary: "two movies' runs side by side",
            details: [
                "`compare 1 2`, `compare 20199882 20212866`, or titles with spaces as `compare 경관의 피 / 킹메이커`. "
                    + "The runs are aligned by the days since each film's first stored day (day 1, day 2, …).",
                historyFilterHelp,
            ]),
    ]
}
