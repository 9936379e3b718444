// swift-format-ignore-file
// The `swift` blocks of the Sift catalog's article on Insights events
// (Sources/Sift/Sift.docc/InsightsEvents.md), compiled. DocumentationTests checks that each block
// appears here verbatim (up to indentation); InsightsArticleTests runs them.
import Foundation
import Sift
import SiftAlgolia

/// The records of the article's shop: a name and a price.
struct InsightsArticleProduct: Decodable {
  let name: String
  let price: Double
}

/// The article's snippets, each returning what its test inspects.
@MainActor
enum InsightsArticleSnippets {
  /// Compiled, not run: the client posts to Algolia's Insights hosts.
  static func setUp(searcher: HitsSearcher) -> (Insights, HitsTracker, FilterTracker) {
    let insights = Insights(
      service: AlgoliaInsightsService(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey", region: .us))
    let hitsTracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
    let filterTracker = FilterTracker(eventName: "Filter Applied", searcher: searcher, insights: insights)
    return (insights, hitsTracker, filterTracker)
  }

  static func connect(
    hitsTracker: HitsTracker, filterTracker: FilterTracker,
    productHits: HitsInteractor<Hit<InsightsArticleProduct>>, brandList: FacetListConnector
  ) {
    hitsTracker.connectHitsInteractor(productHits)
    filterTracker.connectFacetListInteractor(brandList.interactor, attribute: "brand")
  }

  static func optOut(searcher: HitsSearcher, insights: Insights) -> HitsTracker {
    let tracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    tracker.isAutoSendingHitsViewEvents = true  // and back on
    return tracker
  }

  static func commerce(
    hitsTracker: HitsTracker, hit: Hit<InsightsArticleProduct>, cart: [Hit<InsightsArticleProduct>],
    total: Double
  ) {
    hitsTracker.trackAddToCart(
      for: [hit], objectData: [.init(price: 19.99, quantity: 2, discount: 5)],
      value: 39.98, currency: "EUR", eventName: "Product Added To Cart")

    hitsTracker.trackPurchase(
      for: cart, objectData: cart.map { .init(price: $0.record.price, quantity: 1) },
      value: total, currency: "EUR", eventName: "Products Purchased")
  }

  static func withoutTracker(
    insights: Insights, firstSearchQueryID: String, secondSearchQueryID: String
  ) throws {
    try insights.purchasedAfterSearch(
      eventName: "Products Purchased", indexName: "products", objectIDs: ["42", "7"],
      objectData: [
        .init(queryID: firstSearchQueryID, price: 19.99, quantity: 2),
        .init(queryID: secondSearchQueryID, price: 59.99, quantity: 1),
      ], value: 99.97, currency: "EUR")
    try insights.addedToCart(eventName: "Product Added To Cart", indexName: "products", objectIDs: ["42"])
  }
}

/// A screen that logs what Insights refuses, as the article's last snippet has it.
@MainActor
final class InsightsArticleScreen {
  private(set) var logged: [String] = []

  func log(_ message: String) {
    logged.append(message)
  }

  func observe(_ insights: Insights) {
    insights.onError.subscribe(with: self) { screen, error in
      screen.log("Insights: \(error)")  // invalid Insights event "Product Clicked": queryID "…": expected …
    }
  }
}
