/// InstantSearch's name for ``NumberConnector``: a numeric comparison widget's connector
/// (`price <= N`). Its controller protocol is ``NumberController``.
///
/// ```swift
/// let maxPrice = FilterComparisonConnector<Double>(
///   searcher: searcher, filterState: filterState, attribute: "price",
///   numericOperator: .lessThanOrEqual)
/// ```
public typealias FilterComparisonConnector<Number: DoubleRepresentable> = NumberConnector<Number>
