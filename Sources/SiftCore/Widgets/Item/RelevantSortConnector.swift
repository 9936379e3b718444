/// Wires a relevant-sort toggle: "show all results" / "show more relevant results" on a
/// relevant-sort virtual replica.
///
/// Its controller protocol is ``RelevantSortController``, its interactor a
/// ``RelevantSortInteractor`` (an `ItemInteractor<RelevantSortPriority?>`). It is an
/// `ItemConnector<RelevantSortPriority?>`.
///
/// ```swift
/// let relevantSort = RelevantSortConnector(
///   searcher: searcher, controller: banner) { $0?.defaultText.hint }
/// ```
///
/// The priority comes from each response's `appliedRelevancyStrictness`; the controller's
/// toggle flips the priority at once, which sets the searcher's `relevancyStrictness` (0 to show
/// every hit, back to the index's default to show the most relevant) and searches.
@MainActor
public final class RelevantSortConnector: ItemConnector<RelevantSortPriority?> {
  /// The searcher of the replica.
  public let searcher: HitsSearcher

  /// Creates a relevant-sort connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher of the replica.
  ///   - interactor: The priority and its toggling.
  public init(searcher: HitsSearcher, interactor: RelevantSortInteractor = RelevantSortInteractor())
  {
    self.searcher = searcher
    super.init(interactor: interactor) { $0.connectSearcher(searcher) }
  }

  /// Creates a relevant-sort connector with a first controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher of the replica.
  ///   - interactor: The priority and its toggling.
  ///   - controller: The view adapter.
  ///   - presenter: Turns the priority into what the controller shows.
  public convenience init<Controller: RelevantSortController>(
    searcher: HitsSearcher, interactor: RelevantSortInteractor = RelevantSortInteractor(),
    controller: Controller,
    presenter: @escaping @MainActor (RelevantSortPriority?) -> Controller.Item
  ) {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Adds a controller: it shows the priority through `presenter`, and its toggle flips the
  /// priority at once and searches. Connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the priority into what the controller shows.
  public func connectController<Controller: RelevantSortController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (RelevantSortPriority?) -> Controller.Item
  ) {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }
}
