/// Wires a relevant-sort toggle: "show all results" / "show more relevant results" on a
/// relevant-sort virtual replica.
///
/// The item widget family: its controller is a ``RelevantSortController``, its interactor an
/// `ItemInteractor<RelevantSortPriority?>`.
public typealias RelevantSortConnector = ItemConnector<RelevantSortPriority?>

extension ItemConnector where Item == RelevantSortPriority? {
  /// Creates a relevant-sort connector.
  ///
  /// The priority comes from each response's `appliedRelevancyStrictness`; the controller's
  /// toggle sets the searcher's `relevancyStrictness` (0 to show every hit, back to the index's
  /// default to show the most relevant) and searches.
  ///
  /// - Parameters:
  ///   - searcher: The searcher of the replica.
  ///   - controller: The view adapter.
  ///   - presenter: Turns the priority into what the controller shows.
  public convenience init<Controller: RelevantSortController>(
    searcher: HitsSearcher, controller: Controller,
    presenter: @escaping @MainActor (RelevantSortPriority?) -> Controller.Item
  ) {
    self.init(searcher: searcher)
    connectController(controller, presenter: presenter)
    connections.add(
      ClosureConnection(retaining: controller) { [interactor] controller in
        [
          .callback(\.onClick, of: controller) { [weak interactor] in
            guard let priority = interactor?.item else { return }
            searcher.request.query.relevancyStrictness = priority.toggled == .hitsCount ? 0 : nil
            searcher.search()
          }
        ]
      })
  }

  /// Creates a relevant-sort connector without a controller.
  ///
  /// - Parameter searcher: The searcher of the replica.
  public convenience init(searcher: HitsSearcher) {
    self.init(interactor: ItemInteractor(item: nil)) { interactor in
      interactor.connectSearcher(searcher) { RelevantSortPriority($0) }
    }
  }
}
