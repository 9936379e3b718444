/// Wires a filter map: a segment of named filters ("All / Free shipping / On sale") of which
/// one is active, kept in a filter state group.
///
/// Its controller protocol is ``SelectableSegmentController`` with `SegmentKey == Int` (a
/// choice's position), its interactor a `SelectableSegmentInteractor<Int, NamedFilter>`. It is
/// a `SelectableSegmentConnector<Int, NamedFilter>`.
///
/// ```swift
/// let deals = FilterMapConnector(
///   filterState: filterState,
///   items: [NamedFilter("All"), NamedFilter("Free shipping", .facet(freeShipping))],
///   groupName: "deals", controller: segmentedControl)
/// ```
///
/// The selection follows the group: the choice whose filter it holds, else the choice without
/// a filter (if any) when it holds none of them. A pick replaces the group's filters of the
/// map with the choice's, in one transaction.
@MainActor
public final class FilterMapConnector: SelectableSegmentConnector<Int, NamedFilter> {
  /// The refinements the choice lives in.
  public let filterState: FilterState

  /// Creates a filter map connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - items: The choices, in order (their keys are their positions).
  ///   - groupName: The and-group the filters go to.
  public init(filterState: FilterState, items: [NamedFilter], groupName: String) {
    self.filterState = filterState
    let groupID = FilterGroup.ID.and(name: groupName)
    let mapFilters = Set(items.compactMap(\.filter))
    let choices = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($0, $1) })
    super.init(interactor: SelectableSegmentInteractor(items: choices)) { interactor in
      ClosureConnection {
        [
          filterState.subscribeFilters(with: interactor) { interactor, filters in
            let held = filters.filters(inGroupWithID: groupID)
            let sorted = interactor.items.sorted { $0.key < $1.key }
            let match = sorted.first { $0.value.filter.map(held.contains) ?? false }
            let none =
              held.isDisjoint(with: mapFilters) ? sorted.first { $0.value.filter == nil } : nil
            interactor.selected = (match ?? none)?.key
          },
          interactor.onSelectedComputed.subscribe(with: filterState) {
            [weak interactor] filterState, selected in
            guard let selected, let choice = interactor?.items[selected] else { return }
            filterState.edit { state in
              for filter in mapFilters {
                state.remove(filter, fromGroupWithID: groupID)
              }
              if let filter = choice.filter {
                state.add(filter, toGroupWithID: groupID)
              }
            }
          },
        ]
      }
    }
  }

  /// Creates a filter map connector with a first controller, live at once.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - items: The choices, in order (their keys are their positions).
  ///   - groupName: The and-group the filters go to.
  ///   - controller: The view adapter.
  public convenience init<Controller: SelectableSegmentController>(
    filterState: FilterState, items: [NamedFilter], groupName: String, controller: Controller
  ) where Controller.SegmentKey == Int {
    self.init(filterState: filterState, items: items, groupName: groupName)
    connectController(controller)
  }
}
