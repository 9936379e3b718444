/// A view that shows several facet lists in the order the engine's rules give
/// (`renderingContent.facetOrdering`), and lets the user pick values.
///
/// ```swift
/// final class Sidebar: DynamicFacetListController {
///   var didSelect: ((Attribute, FacetValue) -> Void)?
///   var sections: [AttributedFacets] = []
///   var selections: [Attribute: Set<String>] = [:]
///   func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { sections = orderedFacets }
///   func setSelections(_ selections: [Attribute: Set<String>]) { self.selections = selections }
/// }
/// ```
@MainActor
public protocol DynamicFacetListController: AnyObject {
  /// Set by the connection: call it with the attribute and the value the user picks.
  var didSelect: ((Attribute, FacetValue) -> Void)? { get set }

  /// Shows the attributes and their values, in display order.
  ///
  /// - Parameter orderedFacets: The attributes and their values.
  func setOrderedFacets(_ orderedFacets: [AttributedFacets])

  /// Shows which values are selected, by attribute.
  ///
  /// - Parameter selections: The selected values, by attribute.
  func setSelections(_ selections: [Attribute: Set<String>])
}
