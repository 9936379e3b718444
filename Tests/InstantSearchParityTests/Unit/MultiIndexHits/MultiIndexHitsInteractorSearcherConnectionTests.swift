import SiftCore
import SiftTesting
import XCTest

// Deliberate difference, for every test of this class: InstantSearch's `MultiIndexSearcher` and
// `MultiIndexHitsInteractor` are deprecated there; Sift has a `MultiSearcher` with a
// `HitsSearcher` per index, each connected to its own `HitsInteractor`. Each test asserts on
// every index what InstantSearch asserts on the whole.
@MainActor
final class MultiIndexHitsInteractorSearcherConnectionTests: XCTestCase {
  /// A multi-searcher of the indices `i1` and `i2`, each answered with one hit.
  static func makeSearcher() -> MultiSearcher {
    let service = StubSearchService()
    service.respond { query in
      SearchParityFixtures.response(
        hits: [["objectID": "1", "field": .string("value of \(query.indexName)")]])
    }
    let searcher = MultiSearcher(service: service)
    searcher.addHitsSearcher(indexName: "i1")
    searcher.addHitsSearcher(indexName: "i2")
    return searcher
  }

  static func connect(_ interactors: [HitsInteractor<JSON>], to searcher: MultiSearcher)
    -> ConnectionGroup
  {
    ConnectionGroup(zip(interactors, searcher.hitsSearchers).map { $0.connectSearcher($1) })
  }

  func testLeak() async throws {
    weak var disposableInteractor: HitsInteractor<JSON>?
    weak var disposableSearcher: MultiSearcher?
    do {
      let searcher = Self.makeSearcher()
      let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
      disposableInteractor = interactors[0]
      disposableSearcher = searcher
      let connection = Self.connect(interactors, to: searcher)
      connection.connect()
    }
    XCTAssertNil(disposableInteractor, "Leaked interactor")
    XCTAssertNil(disposableSearcher, "Leaked searcher")
  }

  func testConnect() async throws {
    let searcher = Self.makeSearcher()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    let connection = Self.connect(interactors, to: searcher)
    connection.connect()
    await ConnectionTester(searcher: searcher, interactors: interactors).check(isConnected: true)
  }

  func testConnectMethod() async throws {
    let searcher = Self.makeSearcher()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    for (interactor, child) in zip(interactors, searcher.hitsSearchers) {
      interactor.connectSearcher(child)
    }
    await ConnectionTester(searcher: searcher, interactors: interactors).check(isConnected: true)
  }

  func testDisconnect() async throws {
    let searcher = Self.makeSearcher()
    let interactors = [HitsInteractor<JSON>(), HitsInteractor<JSON>()]
    let connection = Self.connect(interactors, to: searcher)
    connection.connect()
    connection.disconnect()
    await ConnectionTester(searcher: searcher, interactors: interactors).check(isConnected: false)
  }
}

extension MultiIndexHitsInteractorSearcherConnectionTests {
  /// Checks each index: a query change reaches its interactor, and its results become the
  /// interactor's rows.
  @MainActor
  final class ConnectionTester {
    let searcher: MultiSearcher
    let interactors: [HitsInteractor<JSON>]

    init(searcher: MultiSearcher, interactors: [HitsInteractor<JSON>]) {
      self.searcher = searcher
      self.interactors = interactors
    }

    func check(isConnected: Bool, file: StaticString = #filePath, line: UInt = #line) async {
      checkQueryChanged(isConnected: isConnected, file: file, line: line)
      await checkResultsUpdated(isConnected: isConnected, file: file, line: line)
    }

    private func checkQueryChanged(isConnected: Bool, file: StaticString, line: UInt) {
      var queryChanges = [0, 0]
      for (section, interactor) in interactors.enumerated() {
        interactor.onRequestChanged.subscribe(with: self) { _, _ in queryChanges[section] += 1 }
      }
      searcher.setQuery("query")
      XCTAssertEqual(
        queryChanges, isConnected ? [1, 1] : [0, 0], "query changed", file: file, line: line)
    }

    private func checkResultsUpdated(isConnected: Bool, file: StaticString, line: UInt) async {
      var resultsUpdates = [0, 0]
      for (section, interactor) in interactors.enumerated() {
        interactor.onResultsUpdated.subscribe(with: self) { _, _ in resultsUpdates[section] += 1 }
      }
      searcher.search()
      await searcher.settled()
      XCTAssertEqual(
        resultsUpdates, isConnected ? [1, 1] : [0, 0], "results updated", file: file, line: line)
      if isConnected {
        XCTAssertEqual(
          interactors[0].hit(atIndex: 0)?["field"], "value of i1", file: file, line: line)
        XCTAssertEqual(
          interactors[1].hit(atIndex: 0)?["field"], "value of i2", file: file, line: line)
      }
    }
  }
}
