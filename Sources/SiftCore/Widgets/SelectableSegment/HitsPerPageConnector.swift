/// Wires a hits-per-page picker: page sizes to choose from, with a default; picking one sets the
/// searcher's `hitsPerPage`, resets the page and searches.
///
/// Its controller protocol is ``SelectableSegmentController`` with `SegmentKey == Int` (a
/// choice's position), its interactor a `SelectableSegmentInteractor<Int, Int>`. It is a
/// `SelectableSegmentConnector<Int, Int>`.
///
/// ```swift
/// let perPage = HitsPerPageConnector(
///   searcher: searcher, choices: [10, 20, 50], defaultChoice: 20, controller: picker)
/// ```
///
/// The default choice is what is searched: when the searcher's request has no `hitsPerPage`,
/// connecting sets it to `defaultChoice` (and searches again if the searcher has already
/// searched without it), so the selection shown is the page size searched.
@MainActor
public final class HitsPerPageConnector: SelectableSegmentConnector<Int, Int> {
  /// The searcher whose page size is set.
  public let searcher: HitsSearcher

  /// The page size searched when the searcher's request has none.
  public let defaultChoice: Int

  /// Creates a hits-per-page connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose page size to set.
  ///   - choices: The page sizes, in order.
  ///   - defaultChoice: The page size searched when the searcher's request has none.
  public init(searcher: HitsSearcher, choices: [Int], defaultChoice: Int) {
    self.searcher = searcher
    self.defaultChoice = defaultChoice
    let items = Dictionary(uniqueKeysWithValues: choices.enumerated().map { ($0, $1) })
    super.init(interactor: SelectableSegmentInteractor(items: items)) { interactor in
      ClosureConnection {
        @MainActor func select(
          _ request: HitsSearcher.Request, in interactor: SelectableSegmentInteractor<Int, Int>
        ) {
          interactor.selected =
            interactor.items.first { $0.value == request.query.hitsPerPage }?
            .key
        }
        if searcher.request.query.hitsPerPage == nil {
          let hasSearched = searcher.isLoading || searcher.latestResults != nil
          searcher.request.query.hitsPerPage = defaultChoice
          if hasSearched { searcher.search() }
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

  /// Creates a hits-per-page connector with a first controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose page size to set.
  ///   - choices: The page sizes, in order.
  ///   - defaultChoice: The page size searched when the searcher's request has none.
  ///   - controller: The view adapter.
  ///   - presenter: Labels a page size; "20 per page" by default.
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher, choices: [Int], defaultChoice: Int, controller: Controller,
    presenter: @escaping @MainActor (Int) -> String = { "\($0) per page" }
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, choices: choices, defaultChoice: defaultChoice)
    connectController(controller, presenter: presenter)
  }
}
