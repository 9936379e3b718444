/// The business logic of a sort-by menu: index names by position, one of which is selected
/// (InstantSearch's `SortByInteractor`); ``SortByConnector`` links it with a searcher.
///
/// ```swift
/// let sortBy = SortByInteractor(items: [0: "products", 1: "products_price_asc"], selected: 0)
/// ```
public typealias SortByInteractor = SelectableSegmentInteractor<Int, String>
