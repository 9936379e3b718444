import SiftCore
import SiftTesting
import XCTest

final class StubSearchServiceTests: XCTestCase {
  private static func query(_ text: String?, index: String = "products") -> IndexedQuery {
    IndexedQuery(indexName: index, query: SearchQuery(text))
  }

  func test_unscriptedQueries_getAnEmptyResponseEchoingTheQuery() async throws {
    let service = StubSearchService()
    let responses = try await service.search([Self.query("a"), Self.query("b", index: "other")])
    XCTAssertEqual(responses.map(\.query), ["a", "b"])
    XCTAssertEqual(responses.map(\.index), ["products", "other"])
    XCTAssertEqual(responses.map(\.nbHits), [0, 0])
    XCTAssertEqual(service.receivedBatches, [[Self.query("a"), Self.query("b", index: "other")]])
  }

  func test_scriptsByQuery_takePrecedenceOverTheResponder() async throws {
    let service = StubSearchService()
    service.respond(toQuery: "a", with: SearchResponse(nbHits: 1))
    service.respond { _ in SearchResponse(nbHits: 2) }
    let responses = try await service.search([Self.query("a"), Self.query("z")])
    XCTAssertEqual(responses.map(\.nbHits), [1, 2])
  }

  func test_scriptedErrors_areThrown() async {
    let service = StubSearchService()
    service.fail(query: "bad", with: .invalidRequest("nope"))
    do {
      _ = try await service.search([Self.query("ok"), Self.query("bad")])
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? SearchError, .invalidRequest("nope"))
    }
  }

  func test_latency_isSleptOnTheInjectedClock() async throws {
    let clock = ManualClock()
    let service = StubSearchService(clock: clock, latency: .seconds(2))
    let callQuery = Self.query("a")
    let call = Task { try await service.search([callQuery]) }
    await service.waitForReceivedCalls(1)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(service.completedCallCount, 0)
    await clock.advance(by: .seconds(1))
    let responses = try await call.value
    XCTAssertEqual(responses.count, 1)
  }

  func test_heldReplies_canBeReleasedOutOfOrder() async throws {
    let service = StubSearchService()
    service.holdsReplies = true
    let firstQuery = Self.query("first")
    let first = Task { try await service.search([firstQuery]) }
    await service.waitForReceivedCalls(1)
    let secondQuery = Self.query("second")
    let second = Task { try await service.search([secondQuery]) }
    await service.waitForReceivedCalls(2)
    XCTAssertEqual(service.heldCalls, [0, 1])
    service.release(call: 1)
    let secondResponse = try await second.value
    XCTAssertEqual(service.completedCallCount, 1, "the second call replied first")
    service.release(call: 0)
    let firstResponse = try await first.value
    XCTAssertEqual(secondResponse.first?.query, "second")
    XCTAssertEqual(firstResponse.first?.query, "first")
  }

  // A test that has seen n held calls received finds n calls in `heldCalls`, however the
  // calls' threads interleave with its own: many calls arrive at once, and the test looks
  // after each arrival (a wait once returned between a call's record and its hold).
  func test_heldCallsSeenReceived_areAlreadyHeld() async throws {
    for round in 0..<4 {
      let service = StubSearchService()
      service.holdsReplies = true
      let count = 128
      let calls = (0..<count).map { index in
        let callQuery = Self.query("q\(index)")
        return Task { try await service.search([callQuery]) }
      }
      for received in 1...count {
        await service.waitForReceivedCalls(received)
        let held = service.heldCalls.count
        guard held >= received else {
          return XCTFail("round \(round): \(received) calls received, \(held) held")
        }
      }
      service.releaseAll()
      for call in calls { _ = try await call.value }
    }
  }

  func test_cancellation_letsAHeldCallGo_unlessIgnored() async {
    let service = StubSearchService()
    service.holdsReplies = true
    let callQuery = Self.query("a")
    let call = Task { try await service.search([callQuery]) }
    await service.waitForReceivedCalls(1)
    call.cancel()
    let result = await call.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }
}
