import SiftCore
import SiftTesting
import XCTest

@MainActor
final class QueryRuleCustomDataConnectorTests: XCTestCase {
  private struct Banner: Decodable, Equatable {
    let title: String
  }

  /// A banner view as a user writes it: an item controller showing the decoded model.
  private final class BannerView: ItemController {
    var banner: Banner?
    func setItem(_ item: Banner?) { banner = item }
  }

  func test_theFirstUserDataItemOfTheModel_isShown() async {
    let service = StubSearchService()
    service.respond(
      toQuery: "sale",
      with: SearchResponse(userData: [["unrelated": true], ["title": "Black Friday"]]))
    let searcher = HitsSearcher(service: service, indexName: "products")
    let bannerView = BannerView()
    let banner = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: bannerView)
    searcher.query = "sale"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(banner.interactor.item, Banner(title: "Black Friday"))
    XCTAssertEqual(bannerView.banner, Banner(title: "Black Friday"))
    searcher.query = "plain"
    searcher.search()
    await searcher.settled()
    XCTAssertNil(bannerView.banner, "no rule, no banner")
  }

  func test_aPresenter_turnsTheModelIntoWhatTheControllerShows() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(userData: [["title": "Black Friday"]]) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let label = UserLabel()
    let banner = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: label) {
      $0.map { "🎉 \($0.title)" }
    }
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(label.text, "🎉 Black Friday")
    XCTAssertEqual(String(describing: type(of: banner)), "QueryRuleCustomDataConnector<Banner>")
  }

  func test_InstantSearchsInteractor_isFoundUnderItsName() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(userData: [["title": "Summer"]]) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let interactor = QueryRuleCustomDataInteractor<Banner>()
    interactor.connectSearcher(searcher)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor.item, Banner(title: "Summer"))
  }
}
