// Which movie `detail` means when the last list of movies shown is the catalogue's (a search, a filmography).

import BoxOfficeDomain

extension DetailSelection {
    /// Numbered from 1: a number, a code (found or not), or the start of a title; no row or day of the
    /// list goes with it.
    public init(_ text: String?, among movies: [ListedMovie]) throws(DetailSelectionError) {
        guard let text, let selector = DetailSelector(text) else { throw .noArgument }
        let chosen: ListedMovie
        switch selector {
        case .code(let code):
            chosen = movies.first { $0.code == code } ?? ListedMovie(code: code, title: nil)
        case .rank(let number):
            guard movies.indices.contains(number - 1) else {
                throw .numberOutOfRange(number, count: movies.count)
            }
            chosen = movies[number - 1]
        case .title(let prefix):
            let wanted = Self.normalized(prefix)
            let numbered = movies.enumerated().map { (number: $0.offset + 1, movie: $0.element) }
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

    public static func completions(forArgument argument: String, among movies: [ListedMovie])
        -> [String]
    {
        guard argument.contains(where: { $0 == " " || $0 == "\t" }) else {
            return movies.indices.map { String($0 + 1) } + movies.map(\.code.rawValue)
                + movies.compactMap(\.title)
        }
        return []
    }
}
