/// InstantSearch's name for ``ClearFiltersConnector``: a "clear filters" button's connector.
/// Its controller protocol is ``FilterClearController`` (``ClearFiltersController``).
///
/// ```swift
/// let clearFilters = FilterClearConnector(filterState: filterState, controller: clearButton)
/// ```
public typealias FilterClearConnector = ClearFiltersConnector
