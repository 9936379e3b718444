import Observation
import SiftCore

/// Headless dynamic facets for SwiftUI or any renderer that observes state.
///
/// ```swift
/// let sidebar = DynamicFacetListObservableController()
/// // ForEach(sidebar.orderedFacets, id: \.attribute) { section in
/// //   ForEach(section.facets, id: \.value) { facet in
/// //     Button(facet.value) { sidebar.select(facet, for: section.attribute) } } }
/// ```
@MainActor
@Observable
public final class DynamicFacetListObservableController: DynamicFacetListController {
  /// Set by the connection: called with the attribute and value the user picks.
  @ObservationIgnored public var didSelect: ((Attribute, FacetValue) -> Void)?

  /// The attributes and their values, in display order.
  public private(set) var orderedFacets: [AttributedFacets] = []

  /// The selected values, by attribute.
  public private(set) var selections: [Attribute: Set<String>] = [:]

  /// Creates an empty controller.
  public init() {}

  /// Whether a value is selected.
  ///
  /// - Parameters:
  ///   - value: A facet value.
  ///   - attribute: Its attribute.
  /// - Returns: `true` when selected.
  public func isSelected(_ value: String, for attribute: Attribute) -> Bool {
    selections[attribute]?.contains(value) ?? false
  }

  /// Picks a value, as a user would.
  ///
  /// - Parameters:
  ///   - facet: The value.
  ///   - attribute: Its attribute.
  public func select(_ facet: FacetValue, for attribute: Attribute) {
    didSelect?(attribute, facet)
  }

  /// Shows the ordered facets.
  ///
  /// - Parameter orderedFacets: The attributes and their values.
  public func setOrderedFacets(_ orderedFacets: [AttributedFacets]) {
    self.orderedFacets = orderedFacets
  }

  /// Shows the selections.
  ///
  /// - Parameter selections: The selected values, by attribute.
  public func setSelections(_ selections: [Attribute: Set<String>]) {
    self.selections = selections
  }
}
