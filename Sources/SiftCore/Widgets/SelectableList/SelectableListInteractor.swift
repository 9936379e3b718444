/// The business logic of a list whose items can be selected: facet lists and facet, numeric and
/// tag filter lists.
///
/// A user's pick is *computed* first (``computeSelections(selectingItemForKey:)`` fires
/// ``onSelectionsComputed`` with the selection it leads to, following the ``selectionMode``);
/// the connection to the filter state applies it in one transaction, and the applied state comes
/// back as ``selections``. So selections changed elsewhere (another widget, a deep link, code)
/// are reflected too.
///
/// ```swift
/// let sizes = SelectableListInteractor<String, FacetValue>(selectionMode: .single) { $0.value }
/// sizes.items = [FacetValue(value: "S", count: 3), FacetValue(value: "M", count: 5)]
/// sizes.onSelectionsComputed.subscribe(with: self) { owner, selections in print(selections) }
/// sizes.computeSelections(selectingItemForKey: "M")  // ["M"]
/// ```
@MainActor
public final class SelectableListInteractor<Key: Hashable, Item> {
  /// Fires with the items each time they change.
  public let onItemsChanged = Event<[Item]>()

  /// Fires with the selected keys each time they change.
  public let onSelectionsChanged = Event<Set<Key>>()

  /// Fires with the selection a user's pick leads to, before it is applied.
  public let onSelectionsComputed = Event<Set<Key>>()

  /// How many items can be selected at once.
  public var selectionMode: SelectionMode

  /// What identifies an item (a facet value's string, a filter itself).
  public let key: @MainActor (Item) -> Key

  /// The items, in the order the source gave them. Setting them fires ``onItemsChanged``.
  public var items: [Item] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The applied selection. Setting a different one fires ``onSelectionsChanged``.
  public var selections: Set<Key> {
    didSet {
      if selections != oldValue { onSelectionsChanged.fire(selections) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - items: The initial items.
  ///   - selections: The initially selected keys.
  ///   - selectionMode: How many items can be selected at once.
  ///   - key: What identifies an item.
  public init(
    items: [Item] = [], selections: Set<Key> = [], selectionMode: SelectionMode,
    key: @escaping @MainActor (Item) -> Key
  ) {
    self.items = items
    self.selections = selections
    self.selectionMode = selectionMode
    self.key = key
  }

  /// The selection that picking `key` leads to: in single mode, `key` alone (or nothing when it
  /// was the selection); in multiple mode, the selection with `key` toggled.
  ///
  /// - Parameter key: The picked item's key.
  /// - Returns: The new selection.
  public func selections(selectingItemForKey key: Key) -> Set<Key> {
    switch selectionMode {
    case .single:
      return selections == [key] ? [] : [key]
    case .multiple:
      return selections.symmetricDifference([key])
    }
  }

  /// Reports a user's pick, to be applied by the connections.
  ///
  /// - Parameter key: The picked item's key.
  public func computeSelections(selectingItemForKey key: Key) {
    onSelectionsComputed.fire(selections(selectingItemForKey: key))
  }

  /// The items with their selection, in order.
  public var selectableItems: [SelectableItem<Item>] {
    items.map { SelectableItem(item: $0, isSelected: selections.contains(key($0))) }
  }
}

extension SelectableListInteractor where Key == Item {
  /// Creates an interactor whose items are their own keys (filter lists).
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - selections: The initially selected items.
  ///   - selectionMode: How many items can be selected at once.
  public convenience init(
    items: [Item] = [], selections: Set<Key> = [], selectionMode: SelectionMode
  ) {
    self.init(items: items, selections: selections, selectionMode: selectionMode) { $0 }
  }
}
