/// InstantSearch's name for ``HierarchicalMenuController``: a view of a hierarchical menu's
/// rows, whose taps call `onClick` with the full value picked.
public typealias HierarchicalController = HierarchicalMenuController
