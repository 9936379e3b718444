/// A view of a list of facet filters: a ``FilterListController`` whose items are
/// `Filter.Facet`, named as in InstantSearch, for a ``FacetFilterListConnector``.
@MainActor
public protocol FacetFilterListController: FilterListController where Item == Filter.Facet {}
