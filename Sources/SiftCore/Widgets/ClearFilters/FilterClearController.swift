/// InstantSearch's name for ``ClearFiltersController``: a view that clears filters when
/// tapped (it calls `onClick`).
public typealias FilterClearController = ClearFiltersController
