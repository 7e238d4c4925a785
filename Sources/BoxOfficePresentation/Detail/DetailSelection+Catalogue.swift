// Which movie `detail` means when the last list of movies shown is the catalogue's (a search, a filmography).

import BoxOfficeDomain

extension DetailSelection {
    /// Numbered as shown: a number, a code (found or not), or the start of a title; no row or day of
    /// the list goes with it.
    public init(_ text: String?, among list: NumberedList<ListedMovie>) throws(DetailSelectionError) {
        let movies = list.items
        guard let text, let selector = DetailSelector(text) else { throw .noArgument }
        let chosen: ListedMovie
        switch selector {
        case .code(let code):
            chosen = movies.first { $0.code == code } ?? ListedMovie(code: code, title: nil)
        case .rank(let number):
            guard let movie = list[number] else { throw .numberOutOfRange(number, shown: list.numbers) }
            chosen = movie
        case .title(let prefix):
            let wanted = Self.normalized(prefix)
            let numbered = list.numbered.map { (number: $0.number, movie: $0.item) }
            let matches = numbered.filter { Self.normalized($0.movie.title ?? "").hasPrefix(wanted) }
            let exact = matches.filter { Self.normalized($0.movie.title ?? "") == wanted }
            guard let match = matches.count == 1 ? matches.first : exact.first else {
                if matches.isEmpty { throw .noTitleMatch(prefix) }
                throw .ambiguous(
                    prefix, matches: matches.map { .init(rank: $0.number, title: $0.movie.title ?? "") })
            }
            chosen = match.movie
        }
        self.init(movie: chosen)
    }

    public static func completions(forArgument argument: String, among list: NumberedList<ListedMovie>)
        -> [String]
    {
        guard argument.contains(where: { $0 == " " || $0 == "\t" }) else {
            return list.numbered.map { String($0.number) } + list.items.map(\.code.rawValue)
                + list.items.compactMap(\.title)
        }
        return []
    }
}
