/// The business logic of a filter map: filters by key, one of which is selected, and kept in a
/// filter state group (InstantSearch's `FilterMapInteractor`).
///
/// ```swift
/// let deals = FilterMapInteractor<Filter.Tag>(items: [0: "free_shipping", 1: "on_sale"])
/// deals.connectSearcher(searcher, attribute: "_tags")
/// deals.connectFilterState(filterState, attribute: "_tags", operator: .or)
/// deals.connectController(segmentedControl)
/// ```
public typealias FilterMapInteractor<F: FilterProtocol> = SelectableSegmentInteractor<Int, F>
