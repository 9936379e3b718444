import Foundation

extension ItemConnector {
  /// Creates a connector for a query rule's custom data: the first item of each response's
  /// `userData` that decodes as `Model` (nil when none does).
  ///
  /// ```swift
  /// struct Banner: Decodable { let title: String; let link: URL }
  /// let banner = ItemConnector<Banner?>(searcher: searcher, customDataOf: Banner.self)
  /// banner.connectController(bannerView)
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses carry the data.
  ///   - type: The model to decode.
  public convenience init<Model: Decodable>(searcher: HitsSearcher, customDataOf type: Model.Type)
  where Item == Model? {
    self.init(interactor: ItemInteractor(item: nil)) { interactor in
      interactor.connectSearcher(searcher) { response in
        (response.userData ?? []).lazy.compactMap { try? $0.decode(Model.self) }.first
      }
    }
  }
}
