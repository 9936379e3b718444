/// Wires a sort-by menu: the main index and its replicas, one selected; picking one switches the
/// searcher's index and searches.
///
/// The selectable segment widget family: its controller is a `SelectableSegmentController`, its
/// interactor a `SelectableSegmentInteractor<Int, String>`.
public typealias SortByConnector = SelectableSegmentConnector<Int, String>

extension SelectableSegmentConnector where SegmentKey == Int, Segment == String {
  private typealias Interactor = SelectableSegmentInteractor<Int, String>

  /// Creates a sort-by connector.
  ///
  /// ```swift
  /// let sortBy = SortByConnector(
  ///   searcher: searcher, indexNames: ["products", "products_price_asc"],
  ///   controller: menu, presenter: { $0 == "products" ? "Most relevant" : "Lowest price" })
  /// ```
  ///
  /// The selection follows the searcher's index, so an index changed elsewhere is reflected
  /// (nothing is selected when it is not one of `indexNames`).
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

  /// Creates a sort-by connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose index to switch.
  ///   - indexNames: The indices to offer, in order.
  public convenience init(searcher: HitsSearcher, indexNames: [String]) {
    let items = Dictionary(uniqueKeysWithValues: indexNames.enumerated().map { ($0, $1) })
    self.init(interactor: SelectableSegmentInteractor(items: items)) { interactor in
      ClosureConnection {
        @MainActor func select(_ indexName: String, in interactor: Interactor) {
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
}
