import SiftAlgolia
import SiftCore
import XCTest

/// The searchers SiftAlgolia makes from an application's credentials, as InstantSearch's.
@MainActor
final class MultiSearcherAlgoliaSearchServiceTests: XCTestCase {
  func test_theSearchersMadeFromCredentials_sendTheirRequestOptions() async {
    let options = AlgoliaSearchService.RequestOptions(
      headers: ["X-Algolia-UserToken": "user-42"], readTimeout: .seconds(2))
    let multi = MultiSearcher(appID: "APP", apiKey: "key", requestOptions: options)
    let single = HitsSearcher(
      appID: "APP", apiKey: "key", indexName: "products", requestOptions: options)
    for service in [multi.service, single.service] {
      let configuration = (service as? AlgoliaSearchService)?.configuration
      XCTAssertEqual(configuration?.additionalHeaders, ["X-Algolia-UserToken": "user-42"])
      XCTAssertEqual(configuration?.readTimeout, .seconds(2))
    }
    let plain = MultiSearcher(appID: "APP", apiKey: "key")
    XCTAssertEqual(
      (plain.service as? AlgoliaSearchService)?.configuration,
      AlgoliaSearchService.Configuration())
  }
}
