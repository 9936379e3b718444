/// Wires a query rule's custom data (a banner, a redirect) to a searcher: the first item of
/// each response's `userData` that decodes as `Model`, `nil` when none does.
///
/// Its controller protocol is ``ItemController`` showing `Model?` (or anything a presenter
/// makes of it), its interactor a ``QueryRuleCustomDataInteractor``. It is an
/// `ItemConnector<Model?>`.
///
/// ```swift
/// struct Banner: Decodable { let title: String; let link: URL }
/// let banner = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: bannerView)
/// ```
@MainActor
public final class QueryRuleCustomDataConnector<Model: Decodable>: ItemConnector<Model?> {
  /// The searcher whose responses carry the data.
  public let searcher: HitsSearcher

  /// Creates a connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses carry the data.
  ///   - interactor: The data holder; a new one by default.
  public init(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = QueryRuleCustomDataInteractor<Model>()
  ) {
    self.searcher = searcher
    super.init(interactor: interactor) { $0.connectSearcher(searcher) }
  }

  /// Creates a connector whose controller shows the data through `presenter`, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses carry the data.
  ///   - interactor: The data holder; a new one by default.
  ///   - controller: The view adapter.
  ///   - presenter: Turns the data into what the controller shows.
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = QueryRuleCustomDataInteractor<Model>(),
    controller: Controller, presenter: @escaping @MainActor (Model?) -> Controller.Item
  ) {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates a connector whose controller shows the data as it is, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses carry the data.
  ///   - interactor: The data holder; a new one by default.
  ///   - controller: The view adapter, showing `Model?`.
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = QueryRuleCustomDataInteractor<Model>(),
    controller: Controller
  ) where Controller.Item == Model? {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller)
  }
}
