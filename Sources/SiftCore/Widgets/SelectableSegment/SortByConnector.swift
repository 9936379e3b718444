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
/// (nothing is selected when it is not one of `indexNames`).
@MainActor
public final class SortByConnector: SelectableSegmentConnector<Int, String> {
  /// The searcher whose index is switched.
  public let searcher: HitsSearcher

  /// Creates a sort-by connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - indexNames: The indices to offer, in order.
  public init(searcher: HitsSearcher, indexNames: [String]) {
    self.searcher = searcher
    let items = Dictionary(uniqueKeysWithValues: indexNames.enumerated().map { ($0, $1) })
    super.init(interactor: SelectableSegmentInteractor(items: items)) { interactor in
      ClosureConnection {
        @MainActor func select(
          _ indexName: String, in interactor: SelectableSegmentInteractor<Int, String>
        ) {
          interactor.selected = interactor.items.first { $0.value == indexName }?.key
        }
        select(searcher.indexName, in: interactor)
        return [
          searcher.onIndexChanged.subscribe(with: interactor) { interactor, indexName in
            select(indexName, in: interactor)
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
  ///   - controller: The view adapter.
  ///   - presenter: Labels an index; its name by default.
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher, indexNames: [String], controller: Controller,
    presenter: @escaping @MainActor (String) -> String = { $0 }
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, indexNames: indexNames)
    connectController(controller, presenter: presenter)
  }
}
