/// A view of a list of numeric filters: a ``FilterListController`` whose items are
/// `Filter.Numeric`, named as in InstantSearch, for a ``NumericFilterListConnector``.
@MainActor
public protocol NumericFilterListController: FilterListController where Item == Filter.Numeric {}
