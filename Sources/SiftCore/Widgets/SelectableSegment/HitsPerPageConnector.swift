/// Wires a hits-per-page picker: page sizes to choose from, with a default; picking one sets the
/// searcher's `hitsPerPage`, resets the page and searches.
///
/// The selectable segment widget family: its controller is a `SelectableSegmentController`, its
/// interactor a `SelectableSegmentInteractor<Int, Int>`.
public typealias HitsPerPageConnector = SelectableSegmentConnector<Int, Int>

extension SelectableSegmentConnector where SegmentKey == Int, Segment == Int {
  private typealias Interactor = SelectableSegmentInteractor<Int, Int>

  /// Creates a hits-per-page connector.
  ///
  /// ```swift
  /// let perPage = HitsPerPageConnector(
  ///   searcher: searcher, choices: [10, 20, 50], defaultChoice: 20, controller: picker)
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose page size to set.
  ///   - choices: The page sizes, in order.
  ///   - defaultChoice: The page size when the searcher's request has none.
  ///   - controller: The view adapter.
  ///   - presenter: Labels a page size; "20 per page" by default.
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher, choices: [Int], defaultChoice: Int, controller: Controller,
    presenter: @escaping @MainActor (Int) -> String = { "\($0) per page" }
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, choices: choices, defaultChoice: defaultChoice)
    connectController(controller, presenter: presenter)
  }

  /// Creates a hits-per-page connector without a controller.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose page size to set.
  ///   - choices: The page sizes, in order.
  ///   - defaultChoice: The page size when the searcher's request has none.
  public convenience init(searcher: HitsSearcher, choices: [Int], defaultChoice: Int) {
    let items = Dictionary(uniqueKeysWithValues: choices.enumerated().map { ($0, $1) })
    self.init(interactor: SelectableSegmentInteractor(items: items)) { interactor in
      ClosureConnection {
        @MainActor func select(_ request: HitsSearcher.Request, in interactor: Interactor) {
          let size = request.query.hitsPerPage ?? defaultChoice
          interactor.selected = interactor.items.first { $0.value == size }?.key
        }
        select(searcher.request, in: interactor)
        return [
          searcher.onRequestChanged.subscribe(with: interactor) { interactor, request in
            select(request, in: interactor)
          },
          interactor.onSelectedComputed.subscribe(with: searcher) {
            [weak interactor] searcher, selected in
            guard let selected, let size = interactor?.items[selected] else { return }
            searcher.request.query.hitsPerPage = size
            searcher.search()
          },
        ]
      }
    }
  }
}
