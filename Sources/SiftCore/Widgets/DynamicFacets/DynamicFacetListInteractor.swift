/// The business logic of dynamic facets: the attributes and values to show, in the order the
/// engine's rules give, with a selection mode and a filter group per attribute.
///
/// A pick is *computed* first (``toggleSelection(ofFacetValue:for:)`` fires
/// ``onSelectionsComputed`` with the selections it leads to); the filter state connection
/// applies it, and the applied selections come back as ``selections``.
///
/// ```swift
/// let dynamic = DynamicFacetListInteractor(
///   selectionModeForAttribute: ["color": .single],
///   filterGroupForAttribute: ["brand": .or(name: "brand", filterType: .facet)])
/// dynamic.toggleSelection(ofFacetValue: "Sony", for: "brand")
/// ```
@MainActor
public final class DynamicFacetListInteractor {
  /// Fires with the ordered facets each time they change.
  public let onFacetOrderChanged = Event<[AttributedFacets]>()

  /// Fires with the selections each time they change.
  public let onSelectionsChanged = Event<[Attribute: Set<String>]>()

  /// Fires with the selections a pick leads to, before they are applied.
  public let onSelectionsComputed = Event<[Attribute: Set<String>]>()

  /// How many values of an attribute can be selected at once; `.multiple` when not listed.
  public var selectionModeForAttribute: [Attribute: SelectionMode]

  /// The filter group of an attribute; the and-group named after it when not listed.
  public var filterGroupForAttribute: [Attribute: FilterGroup.ID]

  /// The attributes and values to show, in order. Setting different ones fires
  /// ``onFacetOrderChanged``.
  public var orderedFacets: [AttributedFacets] {
    didSet {
      if orderedFacets != oldValue { onFacetOrderChanged.fire(orderedFacets) }
    }
  }

  /// The selected values, by attribute (attributes without a selection are absent). Setting
  /// different ones fires ``onSelectionsChanged``.
  public var selections: [Attribute: Set<String>] {
    didSet {
      if selections != oldValue { onSelectionsChanged.fire(selections) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - orderedFacets: The initial attributes and values.
  ///   - selections: The initial selections.
  ///   - selectionModeForAttribute: Selection modes; `.multiple` for attributes not listed.
  ///   - filterGroupForAttribute: Filter groups; the and-group named after the attribute for
  ///     attributes not listed.
  public init(
    orderedFacets: [AttributedFacets] = [], selections: [Attribute: Set<String>] = [:],
    selectionModeForAttribute: [Attribute: SelectionMode] = [:],
    filterGroupForAttribute: [Attribute: FilterGroup.ID] = [:]
  ) {
    self.orderedFacets = orderedFacets
    self.selections = selections
    self.selectionModeForAttribute = selectionModeForAttribute
    self.filterGroupForAttribute = filterGroupForAttribute
  }

  /// The filter group of an attribute.
  ///
  /// - Parameter attribute: A faceted attribute.
  /// - Returns: Its group.
  public func groupID(for attribute: Attribute) -> FilterGroup.ID {
    filterGroupForAttribute[attribute] ?? .and(name: attribute.name)
  }

  /// Whether a value is selected.
  ///
  /// - Parameters:
  ///   - value: A facet value.
  ///   - attribute: Its attribute.
  /// - Returns: `true` when selected.
  public func isSelected(_ value: String, for attribute: Attribute) -> Bool {
    selections[attribute]?.contains(value) ?? false
  }

  /// Reports a pick of `value` of `attribute`, following the attribute's selection mode, to be
  /// applied by the connections.
  ///
  /// - Parameters:
  ///   - value: The picked value.
  ///   - attribute: Its attribute.
  public func toggleSelection(ofFacetValue value: String, for attribute: Attribute) {
    let current = selections[attribute] ?? []
    let next: Set<String>
    switch selectionModeForAttribute[attribute] ?? .multiple {
    case .single: next = current == [value] ? [] : [value]
    case .multiple: next = current.symmetricDifference([value])
    }
    var computed = selections
    computed[attribute] = next.isEmpty ? nil : next
    onSelectionsComputed.fire(computed)
  }
}
