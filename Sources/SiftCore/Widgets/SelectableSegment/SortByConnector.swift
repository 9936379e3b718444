/// Wires a sort-by menu: the main index and its replicas, one selected; picking one switches the
/// searcher's index and searches.
///
/// Its controller protocol is ``SelectableSegmentController`` with `SegmentKey == Int` (a
/// choice's position), its interactor a `SelectableSegmentInteractor<Int, String>`. It is a
/// `SelectableSegmentConnector<Int, String>`.
///
/// ```swift
/// let sortBy = SortByConnector(
///   searcher: searcher, indexNames: ["products", "products_price_asc"],
///   controller: menu, presenter: { $0 == "products" ? "Most relevant" : "Lowest price" })
/// ```
///
/// The selection follows the searcher's index, so an index changed elsewhere is reflected
/// (nothing is selected when it is not one of `indexNames`). `selected:` (InstantSearch's
/// initial selection) switches the searcher to that index at once, and so does setting
/// ``selectedIndexName``.
@MainActor
public final class SortByConnector: SelectableSegmentConnector<Int, String> {
  /// The searcher whose index is switched.
  public let searcher: HitsSearcher

  /// Creates a sort-by connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - indexNames: The indices to offer, in order.
  ///   - selected: The position of the index to switch the searcher to at once; the searcher's
  ///     index stays as it is when `nil`.
  public init(searcher: HitsSearcher, indexNames: [String], selected: Int? = nil) {
    self.searcher = searcher
    let items = Dictionary(uniqueKeysWithValues: indexNames.enumerated().map { ($0, $1) })
    if let selected, indexNames.indices.contains(selected) {
      searcher.indexName = indexNames[selected]
    }
    super.init(interactor: SortByInteractor(items: items)) { interactor in
      ClosureConnection {
        @MainActor func select(_ indexName: String, in interactor: SortByInteractor) {
          interactor.selected = interactor.items.first { $0.value == indexName }?.key
        }
        select(searcher.indexName, in: interactor)
        return [
          searcher.onIndexChanged.subscribe(with: interactor) { interactor, indexName in
            select(indexName, in: interactor)
          },
          interactor.onItemsChanged.subscribe(with: searcher) { [weak interactor] searcher, _ in
            guard let interactor else { return }
            select(searcher.indexName, in: interactor)
          },
          interactor.onSelectedComputed.subscribe(with: searcher) {
            [weak interactor] searcher, selected in
            guard let selected, let indexName = interactor?.items[selected] else { return }
            searcher.indexName = indexName
            searcher.search()
          },
        ]
      }
    }
  }

  /// Creates a sort-by connector with a first controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - indexNames: The indices to offer, in order.
  ///   - selected: The position of the index to switch the searcher to at once; the searcher's
  ///     index stays as it is when `nil`.
  ///   - controller: The view adapter.
  ///   - presenter: Turns an index name into its label.
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher, indexNames: [String], selected: Int? = nil, controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, indexNames: indexNames, selected: selected)
    connectController(controller, presenter: presenter)
  }

  /// The indices offered, in order. Setting them shows them in the controllers, and the
  /// selection follows the searcher's index among them.
  public var indexNames: [String] {
    get { interactor.items.sorted { $0.key < $1.key }.map(\.value) }
    set {
      interactor.items = Dictionary(uniqueKeysWithValues: newValue.enumerated().map { ($0, $1) })
    }
  }

  /// The selected index's name: the searcher's index when it is offered, nil otherwise.
  /// Setting an offered index switches the searcher to it and searches; setting one that is not
  /// offered (or nil) changes nothing.
  public var selectedIndexName: String? {
    get { interactor.selected.flatMap { interactor.items[$0] } }
    set {
      guard let newValue, let key = interactor.items.first(where: { $0.value == newValue })?.key
      else { return }
      interactor.computeSelected(selected: key)
    }
  }
}
