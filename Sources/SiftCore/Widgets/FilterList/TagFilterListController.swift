/// A view of a list of tag filters: a ``FilterListController`` whose items are
/// `Filter.Tag`, named as in InstantSearch, for a ``TagFilterListConnector``.
@MainActor
public protocol TagFilterListController: FilterListController where Item == Filter.Tag {}
