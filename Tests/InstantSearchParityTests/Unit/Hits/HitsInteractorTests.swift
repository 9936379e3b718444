import Foundation
import SiftCore
import XCTest

@MainActor
final class HitsInteractorTests: XCTestCase {
  func testConstructionWithExplicitSettings() async {
    let vm = HitsInteractor<String>(infiniteScrolling: .off, showItemsOnEmptyQuery: false)

    XCTAssertEqual(vm.infiniteScrolling, .off)
    XCTAssertFalse(vm.showItemsOnEmptyQuery)

    let vm1 = HitsInteractor<String>(
      infiniteScrolling: .on(withOffset: 1000), showItemsOnEmptyQuery: true)

    if case .on(let offset) = vm1.infiniteScrolling {
      XCTAssertEqual(offset, 1000)
    } else {
      XCTFail()
    }
    XCTAssertTrue(vm1.showItemsOnEmptyQuery)
  }

  func testUpdateAndContent() async throws {
    let vm = HitsInteractor<TestRecord<String>>(
      infiniteScrolling: .off, showItemsOnEmptyQuery: true)

    let hits = ["h1", "h2", "h3"].map(TestRecord.withValue)
    let results = try SearchParityFixtures.response(records: hits)

    XCTAssertEqual(vm.numberOfHits(), 0)
    XCTAssertNil(vm.hit(atIndex: 0))

    var updates = 0
    vm.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(vm.numberOfHits(), 3)
      XCTAssertEqual(vm.hit(atIndex: 0)?.value, "h1")
      XCTAssertEqual(vm.hit(atIndex: 1)?.value, "h2")
      XCTAssertEqual(vm.hit(atIndex: 2)?.value, "h3")
      updates += 1
    }

    vm.update(with: SearchParityFixtures.stamped(results))
    XCTAssertEqual(updates, 1, "on results updated")
  }

  func testHitsAppearanceOnEmptyQueryIfDesactivated() async throws {
    let hits = (0..<20).map(TestRecord.withValue)
    let results = try SearchParityFixtures.response(records: hits)

    let vm = HitsInteractor<TestRecord<Int>>(showItemsOnEmptyQuery: false)

    var updates = 0
    vm.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(vm.numberOfHits(), 0)
      updates += 1
    }

    vm.update(with: SearchParityFixtures.stamped(results))
    XCTAssertEqual(updates, 1, "on results updated")
  }

  func testHitsAppearanceOnEmptyQueryIfActivated() async throws {
    let hits = (0..<20).map(TestRecord.withValue)
    let results = try SearchParityFixtures.response(records: hits)

    let vm = HitsInteractor<TestRecord<Int>>(showItemsOnEmptyQuery: true)

    var updates = 0
    vm.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(vm.numberOfHits(), hits.count)
      updates += 1
    }

    vm.update(with: SearchParityFixtures.stamped(results))
    XCTAssertEqual(updates, 1, "on results updated")
  }

  func testRawHitAtIndex() async throws {
    let hits = (0..<20).map(TestRecord.withValue)
    let results = try SearchParityFixtures.response(records: hits)

    // InstantSearch's raw hits (`rawHitAtIndex(_:)`) are Sift's JSON records: an interactor of
    // `JSON` keeps each hit as the backend sent it.
    let vm = HitsInteractor<JSON>(showItemsOnEmptyQuery: true)

    var updates = 0
    vm.onResultsUpdated.subscribe(with: self) { _, _ in
      let rawHit = vm.hit(atIndex: 5)
      XCTAssertEqual(rawHit?["value"], 5)
      updates += 1
    }

    vm.update(with: SearchParityFixtures.stamped(results))
    XCTAssertEqual(updates, 1, "on results updated")
  }

  func testInfiniteScrollingTriggering() async {
    let scrolling = TestInfiniteScrollingController()
    defer { scrolling.tearDown() }
    let vm = HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true)
    scrolling.deliver(page: 1, to: vm)
    vm.connectSearcher(scrolling.searcher)

    _ = vm.hit(atIndex: 4)

    XCTAssertFalse(scrolling.pendingPages.isEmpty, "load pages triggered")
  }

  func testChangeQuery() async {
    let scrolling = TestInfiniteScrollingController()
    defer { scrolling.tearDown() }
    let vm = HitsInteractor<JSON>(
      infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true)
    scrolling.deliver(page: 1, to: vm)
    vm.connectSearcher(scrolling.searcher)
    _ = vm.hit(atIndex: 4)
    XCTAssertEqual(scrolling.pendingPages, [0, 2, 3, 4])

    var requestChanges = 0
    vm.onRequestChanged.subscribe(with: self) { _, _ in
      requestChanges += 1
    }

    vm.notifyQueryChanged()
    XCTAssertEqual(requestChanges, 1, "on request changed")

    // InstantSearch: the paginator is invalidated and no page is pending any more. Sift: the
    // pages in flight do not join the list, and the next results replace it.
    await scrolling.releaseAll()
    XCTAssertEqual(vm.hits.compactMap { $0?["value"]?.stringValue }, ["i3", "i4", "i5"])
    scrolling.deliver(page: 2, to: vm)
    XCTAssertEqual(vm.numberOfHits(), 9)
    XCTAssertEqual(
      vm.hits.compactMap { $0?["value"]?.stringValue }, ["i6", "i7", "i8"],
      "page 2 replaces the list instead of joining page 1")
  }

  struct Person: Codable, Equatable {
    let firstName: String
    let lastName: String
  }

  func testCustomJSONDecoder() async throws {
    let snakeCaseDecoder = JSONDecoder()
    snakeCaseDecoder.keyDecodingStrategy = .convertFromSnakeCase

    let hitsInteractor = HitsInteractor<Person>(
      infiniteScrolling: .on(withOffset: 10), showItemsOnEmptyQuery: true,
      jsonDecoder: snakeCaseDecoder)

    let hits: [JSON] = [
      ["objectID": "1", "first_name": "Jack", "last_name": "Johnson"],
      ["objectID": "2", "first_name": "Helen", "last_name": "Smith"],
    ]
    let response = SearchParityFixtures.response(hits: hits, page: 0)

    var updates = 0
    hitsInteractor.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(hitsInteractor.hits.count, 2)
      XCTAssertEqual(hitsInteractor.hit(atIndex: 0), Person(firstName: "Jack", lastName: "Johnson"))
      XCTAssertEqual(hitsInteractor.hit(atIndex: 1), Person(firstName: "Helen", lastName: "Smith"))
      updates += 1
    }

    hitsInteractor.update(with: SearchParityFixtures.stamped(response))
    XCTAssertEqual(updates, 1, "on results updated")
  }
}
