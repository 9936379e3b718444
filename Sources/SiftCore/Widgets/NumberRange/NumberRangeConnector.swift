/// Wires a numeric range widget (`price: 10 TO 50`): the range in a filter state, bounds from a
/// searcher's `facets_stats`, and any number of controllers (sliders, fields), in any
/// ``DoubleRepresentable`` number type, as InstantSearch's.
///
/// ```swift
/// let price = NumberRangeConnector(
///   searcher: searcher, filterState: filterState, attribute: "price", controller: slider)
/// let years = NumberRangeConnector<Int>(searcher: searcher, filterState: filterState, attribute: "year")
/// ```
///
/// Its controller protocol is ``NumberRangeController``, its interactor a
/// ``NumberRangeInteractor``.
@MainActor
public final class NumberRangeConnector<Number: DoubleRepresentable>: Connector {
  /// The refinements the range lives in.
  public let filterState: FilterState

  /// The range and its bounds.
  public let interactor: NumberRangeInteractor<Number>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics give the bounds.
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - groupName: The and-group's name; the attribute's name by default.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    groupName: String? = nil
  ) {
    self.filterState = filterState
    self.interactor = NumberRangeInteractor()
    connections.add(interactor.connectSearcher(searcher, attribute: attribute))
    connections.add(
      interactor.connectFilterState(filterState, attribute: attribute, groupName: groupName))
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics give the bounds.
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - groupName: The and-group's name; the attribute's name by default.
  ///   - controller: The view adapter.
  public convenience init<Controller: NumberRangeController>(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    groupName: String? = nil, controller: Controller
  ) where Controller.Number == Number {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, groupName: groupName)
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: NumberRangeController>(_ controller: Controller)
  where Controller.Number == Number {
    connections.add(interactor.connectController(controller))
  }
}
