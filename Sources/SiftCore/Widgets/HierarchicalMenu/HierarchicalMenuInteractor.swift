/// The business logic of a hierarchical menu and its breadcrumb: each level's values, the
/// selected path, and the user's picks.
///
/// A pick is *computed* first (``computeSelection(toggling:)`` or ``computeSelection(_:)`` fires
/// ``onSelectionComputed`` with the value to select, or `nil` to clear); the filter state
/// connection applies it, and the applied path comes back as ``selections``.
///
/// ```swift
/// let categories = HierarchicalMenuInteractor(
///   facet: HierarchicalFacet(attributePrefix: "categories", levels: 3))
/// categories.selections = ["Cameras", "Cameras > Digital"]
/// categories.computeSelection(toggling: "Cameras > Digital")  // computes "Cameras": its parent
/// ```
@MainActor
public final class HierarchicalMenuInteractor {
  /// Fires with each level's values each time they change.
  public let onItemsChanged = Event<[[FacetValue]]>()

  /// Fires with the selected path each time it changes.
  public let onSelectionsChanged = Event<[String]>()

  /// Fires with the value a user's pick selects (`nil`: clear), before it is applied.
  public let onSelectionComputed = Event<String?>()

  /// The level attributes and the separator.
  public let facet: HierarchicalFacet

  /// Each level's values, from the top level down. Setting them fires ``onItemsChanged``.
  public var items: [[FacetValue]] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The selected path: the full value of each level down to the selection. Setting a different
  /// path fires ``onSelectionsChanged``.
  public var selections: [String] {
    didSet {
      if selections != oldValue { onSelectionsChanged.fire(selections) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - facet: The level attributes and the separator.
  ///   - items: Each level's initial values.
  ///   - selections: The initially selected path.
  public init(facet: HierarchicalFacet, items: [[FacetValue]] = [], selections: [String] = []) {
    self.facet = facet
    self.items = items
    self.selections = selections
  }

  /// Reports a pick of a menu row: a value on the selected path goes back to its parent (or
  /// clears, at the top level), any other value is selected.
  ///
  /// - Parameter value: The full value picked.
  public func computeSelection(toggling value: String) {
    if selections.contains(value) {
      computeSelection(facet.path(for: value).dropLast().last)
    } else {
      computeSelection(value)
    }
  }

  /// Reports the value to select, or `nil` to clear, to be applied by the connections.
  ///
  /// - Parameter value: The full value of the level to select.
  public func computeSelection(_ value: String?) {
    onSelectionComputed.fire(value)
  }

  /// The menu's rows: the top level's values, and right under each selected value its children
  /// (the next level's values that extend it), in the order of ``items``.
  public var menuItems: [HierarchicalMenuItem] {
    rows(level: 0, parent: nil)
  }

  /// The breadcrumb's items: the selected path, from the top down.
  public var breadcrumbItems: [HierarchicalBreadcrumbItem] {
    selections.enumerated().map { level, value in
      HierarchicalBreadcrumbItem(value: value, label: label(of: value), level: level)
    }
  }

  private func rows(level: Int, parent: String?) -> [HierarchicalMenuItem] {
    guard level < items.count else { return [] }
    var rows: [HierarchicalMenuItem] = []
    for value in items[level] where isChild(value.value, of: parent, level: level) {
      let isSelected = selections.count > level && selections[level] == value.value
      rows.append(
        HierarchicalMenuItem(
          value: value.value, label: label(of: value.value), count: value.count, level: level,
          isSelected: isSelected))
      if isSelected {
        rows += self.rows(level: level + 1, parent: value.value)
      }
    }
    return rows
  }

  private func isChild(_ value: String, of parent: String?, level: Int) -> Bool {
    let path = facet.path(for: value)
    guard path.count == level + 1 else { return false }
    return parent.map { path.dropLast().last == $0 } ?? true
  }

  private func label(of value: String) -> String {
    guard !facet.separator.isEmpty,
      let range = value.ranges(of: facet.separator).last
    else { return value }
    return String(value[range.upperBound...])
  }
}
