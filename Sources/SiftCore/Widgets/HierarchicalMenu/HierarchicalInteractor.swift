/// InstantSearch's name for ``HierarchicalMenuInteractor``: the logic of a hierarchical menu.
public typealias HierarchicalInteractor = HierarchicalMenuInteractor
