/// InstantSearch's name for ``ClearFiltersInteractor``: the logic of a "clear filters" button.
public typealias FilterClearInteractor = ClearFiltersInteractor
