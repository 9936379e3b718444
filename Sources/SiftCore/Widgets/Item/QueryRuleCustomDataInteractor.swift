/// The business logic of a query rule's custom data (a banner, a redirect): the first item of
/// the latest response's `userData` that decodes as `Model`, `nil` when none does. It is
/// `ItemInteractor<Model?>`, named as in InstantSearch.
///
/// ```swift
/// struct Banner: Decodable { let title: String }
/// let banner = QueryRuleCustomDataInteractor<Banner>()
/// banner.connectSearcher(searcher)
/// ```
public typealias QueryRuleCustomDataInteractor<Model> = ItemInteractor<Model?>

extension ItemInteractor {
  /// Creates a custom data interactor with no data yet.
  public convenience init<Model: Decodable>() where Item == Model? {
    self.init(item: nil)
  }

  /// Takes, from each response of `searcher` (the latest one at once), the first `userData`
  /// item that decodes as `Model`; `nil` when none does.
  ///
  /// - Parameter searcher: The searcher whose responses carry the data.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher<Model: Decodable>(_ searcher: HitsSearcher) -> ClosureConnection
  where Item == Model? {
    connectSearcher(searcher) { response in
      (response.userData ?? []).lazy.compactMap { try? $0.decode(Model.self) }.first
    }
  }
}
