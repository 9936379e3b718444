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
/// map with the choice's, in one transaction. The group is an and-group unless `operator` is
/// `.or` (an or-group of the map's kind of filter, as InstantSearch's disjunctive filter maps).
///
/// InstantSearch's shape, a dictionary of filters of one kind with a searcher and an attribute,
/// builds the same connector (each filter named by ``DefaultFilterPresenter``):
///
/// ```swift
/// let sizes = FilterMapConnector(
///   searcher: searcher, filterState: filterState,
///   items: [0: Filter.Facet(attribute: "size", stringValue: "S"),
///           1: Filter.Facet(attribute: "size", stringValue: "M")],
///   selected: 0, attribute: "size", operator: .or)
/// ```
@MainActor
public final class FilterMapConnector: SelectableSegmentConnector<Int, NamedFilter> {
  /// The refinements the choice lives in.
  public let filterState: FilterState

  /// The group the map's filters go to.
  public let groupID: FilterGroup.ID

  /// Creates a filter map connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - items: The choices, in order (their keys are their positions).
  ///   - operator: `.and` (the default) writes to an and-group; `.or` to an or-group of the
  ///     kind of the first choice's filter.
  ///   - groupName: The group the filters go to.
  ///   - selected: The choice to apply at once when the group holds none of the map's filters.
  public convenience init(
    filterState: FilterState, items: [NamedFilter], operator: RefinementOperator = .and,
    groupName: String, selected: Int? = nil
  ) {
    let choices = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($0, $1) })
    let filterType = items.lazy.compactMap(\.filter).first?.filterType ?? .facet
    self.init(
      filterState: filterState, choices: choices,
      groupID: `operator`.groupID(name: groupName, filterType: filterType), selected: selected)
  }

  /// Creates a filter map connector as InstantSearch's: filters of one kind by key, the facet
  /// counts of `attribute` asked of `searcher`, each filter named by ``DefaultFilterPresenter``.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results the map filters; it is asked for `attribute`'s
  ///     facet counts.
  ///   - filterState: The refinements.
  ///   - items: The filters by key.
  ///   - selected: The key to apply at once when the group holds none of the map's filters.
  ///   - attribute: The attribute the filters are on; it names the group by default.
  ///   - operator: Whether the group is an and-group or an or-group.
  ///   - groupName: The group's name; `attribute` when `nil`.
  public convenience init<F: FilterProtocol>(
    searcher: HitsSearcher, filterState: FilterState, items: [Int: F], selected: Int? = nil,
    attribute: Attribute, operator: RefinementOperator, groupName: String? = nil
  ) {
    let choices = items.mapValues {
      NamedFilter(DefaultFilterPresenter.present($0.filter), $0.filter)
    }
    self.init(
      filterState: filterState, choices: choices,
      groupID: `operator`.groupID(name: groupName ?? attribute.name, filterType: F.filterType),
      selected: selected)
    connections.add(
      ClosureConnection {
        searcher.registerFacet(attribute)
        return []
      })
  }

  private init(
    filterState: FilterState, choices: [Int: NamedFilter], groupID: FilterGroup.ID,
    selected: Int?
  ) {
    self.filterState = filterState
    self.groupID = groupID
    let mapFilters = Set(choices.values.compactMap(\.filter))
    super.init(interactor: SelectableSegmentInteractor(items: choices)) { interactor in
      ClosureConnection {
        if let selected, let filter = choices[selected]?.filter,
          filterState.filters(inGroupWithID: groupID).isDisjoint(with: mapFilters)
        {
          filterState.add(filter, toGroupWithID: groupID)
        }
        return [
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
  ///   - operator: `.and` (the default) writes to an and-group; `.or` to an or-group of the
  ///     kind of the first choice's filter.
  ///   - groupName: The group the filters go to.
  ///   - selected: The choice to apply at once when the group holds none of the map's filters.
  ///   - controller: The view adapter.
  public convenience init<Controller: SelectableSegmentController>(
    filterState: FilterState, items: [NamedFilter], operator: RefinementOperator = .and,
    groupName: String, selected: Int? = nil, controller: Controller
  ) where Controller.SegmentKey == Int {
    self.init(
      filterState: filterState, items: items, operator: `operator`, groupName: groupName,
      selected: selected)
    connectController(controller)
  }
}
