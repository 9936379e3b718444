import Foundation
import SiftCore
import SiftTesting
import XCTest

/// A record with an `objectID` and a value, as InstantSearch's tests use.
struct TestRecord<Value: Codable & Sendable>: Codable, Sendable {
  let objectID: String
  let value: Value

  init(_ value: Value, objectID: String = UUID().uuidString) {
    self.value = value
    self.objectID = objectID
  }

  static func withValue(_ value: Value) -> Self {
    .init(value)
  }
}

/// InstantSearch's `MultiIndexHitsInteractor` (deprecated there) is replaced as InstantSearch
/// advises: a `MultiSearcher` with one `HitsSearcher` per index, each shown by its own typed
/// `HitsInteractor`, and a `MultiSourceReloadNotifier` where one view shows every section.
///
/// Deliberate difference, for every test of this class: Sift has no multi-index interactor (the
/// sections are the multi-searcher's children, each with its typed interactor); each test asserts
/// on that replacement what InstantSearch asserts on its aggregate.
@MainActor
final class MultiIndexHitsInteractorTests: XCTestCase {
  /// A multi-searcher whose child `i` searches index `index<i>`, answered with `responses[i]`.
  private func multiSearcher(answering responses: [SearchResponse]) -> MultiSearcher {
    let service = StubSearchService()
    service.respond { query in
      let section = Int(query.indexName.dropFirst("index".count)) ?? 0
      return responses[section]
    }
    let searcher = MultiSearcher(service: service)
    for section in responses.indices {
      searcher.addHitsSearcher(indexName: "index\(section)")
    }
    return searcher
  }

  final class Reloads: Reloadable {
    var count = 0
    func reload() { count += 1 }
  }

  func testConstruction() async {
    // A multi-searcher without children has no sections.
    let searcher = MultiSearcher(service: StubSearchService())
    XCTAssertEqual(searcher.hitsSearchers.count, 0)
  }

  func testAppend() async throws {
    // The sections are the multi-searcher's children, each connected to its typed interactor.
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: [TestRecord(1)]),
      try SearchParityFixtures.response(records: [TestRecord(["c": 3])]),
    ])
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<[String: Int]>>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])

    XCTAssertEqual(searcher.hitsSearchers.count, 2)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(interactor1.resultSet?.indexName, "index0")
    XCTAssertEqual(interactor2.resultSet?.indexName, "index1")
  }

  func testAccessByIndex() async {
    // A section is the index of its child in the multi-searcher.
    let searcher = multiSearcher(answering: [SearchResponse(), SearchResponse()])
    let child1 = searcher.hitsSearchers[0]
    let child2 = searcher.hitsSearchers[1]

    XCTAssertEqual(searcher.hitsSearchers.count, 2)
    XCTAssertEqual(searcher.hitsSearchers.firstIndex { $0 === child1 }, 0)
    XCTAssertEqual(searcher.hitsSearchers.firstIndex { $0 === child2 }, 1)
  }

  func testSearchByIndexThrows() async throws {
    // Asking a section for an interactor of the wrong record type is a compile-time error in
    // Sift, not a thrown one: each section's interactor is typed, and decodes its own section's
    // hits.
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: [TestRecord(1)]),
      try SearchParityFixtures.response(records: [TestRecord(["c": 3])]),
    ])
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<[String: Int]>>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])
    searcher.search()
    await searcher.settled()

    XCTAssertEqual(interactor1.hit(atIndex: 0)?.value, 1)
    XCTAssertEqual(interactor2.hit(atIndex: 0)?.value, ["c": 3])
  }

  func testUpdatePerInteractor() async throws {
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<Bool>>()

    let results1 = try SearchParityFixtures.response(records: (1...3).map(TestRecord.withValue))
    let results2 = try SearchParityFixtures.response(
      records: [true, false, true].map(TestRecord.withValue))

    var errors = 0
    var results = 0
    for onError in [interactor1.onError, interactor2.onError] {
      onError.subscribe(with: self) { _, _ in errors += 1 }
    }
    interactor1.onResultsUpdated.subscribe(with: self) { _, _ in results += 1 }
    interactor2.onResultsUpdated.subscribe(with: self) { _, _ in results += 1 }

    interactor1.update(with: SearchParityFixtures.stamped(results1))
    interactor2.update(with: SearchParityFixtures.stamped(results2))

    XCTAssertEqual(errors, 0, "correct update")
    XCTAssertEqual(results, 2, "results")
  }

  func testIncorrectUpdatePerInteractor() async throws {
    // The view showing both sections reloads once for the round, a section whose hits do not
    // decode counting as answered (MultiSourceReloadNotifier); InstantSearch's aggregate fires
    // its results event once per section.
    let interactor1 = HitsInteractor<[String: Int]>()
    let interactor2 = HitsInteractor<[String: Bool]>()

    let results1 = SearchParityFixtures.response(hits: [
      ["objectID": 1, "a": 1], ["objectID": 2, "b": 2], ["objectID": 3, "c": 3],
    ])
    let results2 = SearchParityFixtures.response(hits: [
      ["objectID": 1, "a": true], ["objectID": 2, "b": false], ["objectID": 3, "c": true],
    ])

    var errors = 0
    var results = 0
    let reloads = Reloads()
    let notifier = MultiSourceReloadNotifier(target: reloads)
    notifier.register(interactor1)
    notifier.register(interactor2)
    for onError in [interactor1.onError, interactor2.onError] {
      onError.subscribe(with: self) { _, _ in errors += 1 }
    }
    notifier.notifyReload()

    interactor2.update(with: SearchParityFixtures.stamped(results1))
    interactor1.update(with: SearchParityFixtures.stamped(results2))
    results = reloads.count

    XCTAssertEqual(errors, 2, "incorrect update")
    XCTAssertEqual(interactor1.numberOfHits(), 0)
    XCTAssertEqual(interactor2.numberOfHits(), 0)
    XCTAssertEqual(results, 1, "results: the view reloads once both sections answered")
  }

  func testUpdateSimultaneously() async throws {
    let hits1 = [1, 2, 3].map(TestRecord<Int>.withValue)
    let hits2 = [true, false].map(TestRecord<Bool>.withValue)
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: hits1),
      try SearchParityFixtures.response(records: hits2),
    ])
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<Bool>>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])
    let reloads = Reloads()
    let notifier = MultiSourceReloadNotifier(target: reloads)
    notifier.register(interactor1)
    notifier.register(interactor2)

    var interactor1Updates = 0
    var interactor2Updates = 0
    interactor1.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor1.numberOfHits(), hits1.count)
      interactor1Updates += 1
    }
    interactor2.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor2.numberOfHits(), hits2.count)
      interactor2Updates += 1
    }

    notifier.notifyReload()
    searcher.search()
    await searcher.settled()

    XCTAssertEqual(interactor1Updates, 1, "Interactor 1")
    XCTAssertEqual(interactor2Updates, 1, "Interactor 2")
    XCTAssertEqual(reloads.count, 1, "MultiInteractor expectation")
  }

  func testIncorrectUpdateSimultaneously() async throws {
    let hits1 = [1, 2, 3].map(TestRecord.withValue)
    let hits2 = [true, false].map(TestRecord.withValue)
    // The sections' responses swapped: neither decodes as its interactor's record type.
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: hits2),
      try SearchParityFixtures.response(records: hits1),
    ])
    let interactor1 = HitsInteractor<[String: Int]>()
    let interactor2 = HitsInteractor<[String: Bool]>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])

    var interactor1Errors = 0
    var interactor2Errors = 0
    interactor1.onError.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor1.numberOfHits(), 0)
      interactor1Errors += 1
    }
    interactor2.onError.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor2.numberOfHits(), 0)
      interactor2Errors += 1
    }

    searcher.search()
    await searcher.settled()

    XCTAssertEqual(interactor1Errors, 1, "Interactor 1")
    XCTAssertEqual(interactor2Errors, 1, "Interactor 2")
    XCTAssertEqual(interactor1Errors + interactor2Errors, 2, "MultiInteractor expectation")
  }

  func testPartiallyCorrectUpdateSimultaneously() async throws {
    let hits1 = [1, 2, 3].map(TestRecord.withValue)
    let hits2 = ["a", "b"].map(TestRecord.withValue)
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: hits1),
      try SearchParityFixtures.response(records: hits2),
    ])
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<Bool>>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])
    let reloads = Reloads()
    let notifier = MultiSourceReloadNotifier(target: reloads)
    notifier.register(interactor1)
    notifier.register(interactor2)

    var interactor1Updates = 0
    var interactor2Errors = 0
    interactor1.onResultsUpdated.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor1.numberOfHits(), 3)
      interactor1Updates += 1
    }
    interactor2.onError.subscribe(with: self) { _, _ in
      XCTAssertEqual(searcher.hitsSearchers.count, 2)
      XCTAssertEqual(interactor2.numberOfHits(), 0)
      interactor2Errors += 1
    }

    notifier.notifyReload()
    searcher.search()
    await searcher.settled()

    XCTAssertEqual(interactor1Updates, 1, "Interactor 1")
    XCTAssertEqual(interactor2Errors, 1, "Interactor 2")
    XCTAssertEqual(reloads.count, 1, "MultiInteractor results expectation")
    XCTAssertEqual(interactor2Errors, 1, "MultiInteractor error expectation")
  }

  func testHitForRow() async throws {
    let hits1 = [1, 2, 3].map(TestRecord.withValue)
    let hits2 = [true, false].map(TestRecord.withValue)
    let searcher = multiSearcher(answering: [
      try SearchParityFixtures.response(records: hits1),
      try SearchParityFixtures.response(records: hits2),
    ])
    let interactor1 = HitsInteractor<TestRecord<Int>>()
    let interactor2 = HitsInteractor<TestRecord<Bool>>()
    interactor1.connectSearcher(searcher.hitsSearchers[0])
    interactor2.connectSearcher(searcher.hitsSearchers[1])

    searcher.search()
    await searcher.settled()

    // Reading a section's row as another record type does not compile (InstantSearch throws);
    // each section's rows have their interactor's type.
    let hit1: TestRecord<Int>? = interactor1.hit(atIndex: 0)
    XCTAssertEqual(hit1?.value, 1)

    let hit2: TestRecord<Bool>? = interactor2.hit(atIndex: 1)
    XCTAssertEqual(hit2?.value, false)
  }
}
