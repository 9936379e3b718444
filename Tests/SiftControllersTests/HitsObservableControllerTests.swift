import Observation
import Sift
import SiftTesting
import XCTest

@MainActor
final class HitsObservableControllerTests: XCTestCase {
  private struct Item: Decodable, Equatable {
    let name: String
  }

  private func service() -> StubSearchService {
    let service = StubSearchService()
    service.respond { indexed in
      let page = indexed.query.page ?? 0
      let hits: [JSON] = (page * 10..<min(25, page * 10 + 10)).map {
        ["objectID": .string("\($0)"), "name": .string("item \($0)")]
      }
      return SearchResponse(hits: hits, nbHits: 25, page: page, nbPages: 3, hitsPerPage: 10)
    }
    return service
  }

  func test_rows_unloadedRowsAreNil_andNeverMoreThanNbHits() async {
    let service = service()
    let searcher = HitsSearcher(
      service: service, indexName: "items", query: SearchQuery(hitsPerPage: 10))
    let controller = HitsObservableController<Item>()
    let connector = HitsConnector<Item>(searcher: searcher, controller: controller)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(controller.hits.count, 10)
    XCTAssertEqual(controller.nbHits, 25)
    XCTAssertEqual(controller.scrollToTopRequestCount, 1)
    controller.notifyAppearance(ofHitAt: 9)
    while !searcher.loadingPages.isEmpty { await Task.yield() }
    XCTAssertEqual(controller.hits.count, 20, "row 9 is 5 rows from page 1 only")
    controller.notifyAppearance(ofHitAt: 19)
    while !searcher.loadingPages.isEmpty { await Task.yield() }
    XCTAssertEqual(controller.hits.count, 25)
    XCTAssertLessThanOrEqual(controller.hits.count, controller.nbHits)
    XCTAssertEqual(controller.hits.last??.name, "item 24")
  }

  func test_reload_isObservable() async {
    let searcher = HitsSearcher(service: service(), indexName: "items")
    let controller = HitsObservableController<Item>()
    let connector = HitsConnector<Item>(searcher: searcher, controller: controller)
    connector.connect()
    let changed = Flag()
    withObservationTracking {
      _ = controller.hits
    } onChange: {
      changed.raise()
    }
    searcher.search()
    await searcher.settled()
    XCTAssertTrue(changed.isRaised)
  }
}

/// A flag an observation's `@Sendable` change handler can raise.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  var isRaised: Bool { lock.withLock { raised } }
  func raise() { lock.withLock { raised = true } }
}
