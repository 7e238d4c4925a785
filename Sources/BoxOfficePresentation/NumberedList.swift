// A list as it was numbered on screen, so the number typed next means the row that showed it.

/// A search asked from its second page shows 11–20; `detail 11` must mean its first row.
public struct NumberedList<Item: Sendable>: Sendable {
    public let first: Int
    public let items: [Item]

    public init(_ items: [Item], first: Int = 1) {
        self.items = items
        self.first = first
    }

    public subscript(number: Int) -> Item? {
        items.indices.contains(number - first) ? items[number - first] : nil
    }

    /// The numbers shown, `nil` for an empty list.
    public var numbers: ClosedRange<Int>? {
        items.isEmpty ? nil : first...(first + items.count - 1)
    }

    public var numbered: [(number: Int, item: Item)] {
        items.enumerated().map { (first + $0.offset, $0.element) }
    }

    public func appending(_ more: [Item]) -> NumberedList {
        NumberedList(items + more, first: first)
    }
}

extension NumberedList: Equatable where Item: Equatable {}
