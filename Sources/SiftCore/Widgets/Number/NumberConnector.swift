/// Wires a numeric comparison widget (`price <= N`): the number in a filter state, bounds from
/// a searcher's `facets_stats`, and any number of controllers (steppers, fields), in any
/// ``DoubleRepresentable`` number type. InstantSearch names it `FilterComparisonConnector`.
///
/// ```swift
/// let maxPrice = NumberConnector(
///   searcher: searcher, filterState: filterState, attribute: "price",
///   numericOperator: .lessThanOrEqual, step: 10, controller: stepper)  // stepper's Number
/// let minRating = NumberConnector<Int>(
///   searcher: searcher, filterState: filterState, attribute: "rating",
///   numericOperator: .greaterThanOrEqual)
/// ```
///
/// Its controller protocol is ``NumberController``, its interactor a ``NumberInteractor``.
@MainActor
public final class NumberConnector<Number: DoubleRepresentable>: Connector {
  /// The refinements the number lives in.
  public let filterState: FilterState

  /// The number, its bounds and its step.
  public let interactor: NumberInteractor<Number>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics give the bounds.
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - numericOperator: The comparison (`<=` for a maximum price).
  ///   - number: A number to filter on at once (the filter state's own number wins when it has
  ///     one).
  ///   - bounds: Bounds to start with, until the searcher's statistics give them.
  ///   - step: How much an increment or a decrement changes the number.
  ///   - operator: Whether the group is an and-group (the default) or an or-group.
  ///   - groupName: The group's name; the attribute's name by default.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    numericOperator: Filter.Numeric.Operator, number: Number? = nil,
    bounds: ClosedRange<Number>? = nil, step: Number = 1, operator: RefinementOperator = .and,
    groupName: String? = nil
  ) {
    self.filterState = filterState
    self.interactor = NumberInteractor(bounds: bounds, step: step)
    connections.add(interactor.connectSearcher(searcher, attribute: attribute))
    connections.add(
      interactor.connectFilterState(
        filterState, attribute: attribute, numericOperator: numericOperator,
        operator: `operator`, groupName: groupName))
    if let number, interactor.number == nil {
      interactor.compute(.set(number))
    }
  }

  /// Creates a connector with a first controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics give the bounds.
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - numericOperator: The comparison (`<=` for a maximum price).
  ///   - number: A number to filter on at once (the filter state's own number wins when it has
  ///     one).
  ///   - bounds: Bounds to start with, until the searcher's statistics give them.
  ///   - step: How much an increment or a decrement changes the number.
  ///   - operator: Whether the group is an and-group (the default) or an or-group.
  ///   - groupName: The group's name; the attribute's name by default.
  ///   - controller: The view adapter.
  public convenience init<Controller: NumberController>(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute,
    numericOperator: Filter.Numeric.Operator, number: Number? = nil,
    bounds: ClosedRange<Number>? = nil, step: Number = 1, operator: RefinementOperator = .and,
    groupName: String? = nil, controller: Controller
  ) where Controller.Number == Number {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute,
      numericOperator: numericOperator, number: number, bounds: bounds, step: step,
      operator: `operator`, groupName: groupName)
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: NumberController>(_ controller: Controller)
  where Controller.Number == Number {
    connections.add(interactor.connectController(controller))
  }
}
