import SiftCore
import XCTest

@MainActor
final class EventTests: XCTestCase {
  private final class Owner {
    var received: [Int] = []
  }

  func test_subscribe_deliversEveryFiredValueWithTheOwner() async {
    let event = Event<Int>()
    let owner = Owner()
    event.subscribe(with: owner) { owner, value in owner.received.append(value) }
    event.fire(1)
    event.fire(2)
    XCTAssertEqual(owner.received, [1, 2])
  }

  func test_subscribe_holdsTheOwnerWeakly_andADeallocatedOwnerEndsItsSubscription() async {
    let event = Event<Int>()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    var calls = 0
    event.subscribe(with: owner!) { _, _ in calls += 1 }
    event.fire(1)
    owner = nil
    XCTAssertNil(weakOwner, "the event must not retain its subscribers")
    event.fire(2)
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(event.subscriptionCount, 0)
  }

  func test_subscribePast_replaysTheLatestValueThenFollows() async {
    let event = Event<String>()
    event.fire("old")
    event.fire("latest")
    let owner = Owner()
    var received: [String] = []
    event.subscribePast(with: owner) { _, value in received.append(value) }
    XCTAssertEqual(received, ["latest"])
    event.fire("next")
    XCTAssertEqual(received, ["latest", "next"])
  }

  func test_subscribePast_beforeAnyFire_replaysNothing() async {
    let event = Event<String>()
    var received: [String] = []
    event.subscribePast(with: Owner()) { _, value in received.append(value) }
    XCTAssertEqual(received, [])
  }

  func test_subscribeOnce_runsForTheNextValueOnly() async {
    let event = Event<Int>()
    let owner = Owner()
    event.subscribeOnce(with: owner) { owner, value in owner.received.append(value) }
    event.fire(1)
    event.fire(2)
    XCTAssertEqual(owner.received, [1])
    XCTAssertEqual(event.subscriptionCount, 0)
  }

  func test_cancelSubscription_endsOnlyThatOwnersSubscriptions() async {
    let event = Event<Int>()
    let first = Owner()
    let second = Owner()
    event.subscribe(with: first) { owner, value in owner.received.append(value) }
    event.subscribe(with: second) { owner, value in owner.received.append(value) }
    event.fire(1)
    event.cancelSubscription(for: first)
    event.fire(2)
    XCTAssertEqual(first.received, [1])
    XCTAssertEqual(second.received, [1, 2])
  }

  func test_cancellingASubscription_endsItAlone_evenBesideAnotherOfTheSameOwner() async {
    let event = Event<Int>()
    let owner = Owner()
    var log: [String] = []
    let first = event.subscribe(with: owner) { _, value in log.append("first\(value)") }
    event.subscribe(with: owner) { _, value in log.append("second\(value)") }
    event.fire(1)
    first.cancel()
    first.cancel()
    event.fire(2)
    XCTAssertEqual(log, ["first1", "second1", "second2"])
    XCTAssertEqual(event.subscriptionCount, 1)
  }

  func test_subscribePast_returnsASubscriptionThatEndsTheReplayedOne() async {
    let event = Event<String>()
    event.fire("latest")
    var received: [String] = []
    let subscription = event.subscribePast(with: Owner()) { _, value in received.append(value) }
    subscription.cancel()
    event.fire("after cancel")
    XCTAssertEqual(received, ["latest"])
  }

  func test_subscribeOnce_cancelledBeforeTheNextFire_neverRuns() async {
    let event = Event<Int>()
    let owner = Owner()
    let subscription = event.subscribeOnce(with: owner) { owner, value in
      owner.received.append(value)
    }
    subscription.cancel()
    event.fire(1)
    XCTAssertEqual(owner.received, [])
    XCTAssertEqual(event.subscriptionCount, 0)
  }

  func test_aDiscardedSubscription_lastsAsLongAsItsOwner() async {
    let event = Event<Int>()
    let owner = Owner()
    _ = event.subscribe(with: owner) { owner, value in owner.received.append(value) }
    event.fire(1)
    XCTAssertEqual(owner.received, [1], "discarding the value does not cancel the subscription")
  }

  func test_fire_deliversInSubscriptionOrder_andChangesDuringFireApplyNextTime() async {
    let event = Event<Int>()
    let owner = Owner()
    var log: [String] = []
    event.subscribe(with: owner) { [weak event] owner, value in
      log.append("a\(value)")
      event?.subscribe(with: owner) { _, value in log.append("late\(value)") }
    }
    event.subscribe(with: owner) { _, value in log.append("b\(value)") }
    event.fire(1)
    XCTAssertEqual(log, ["a1", "b1"])
  }

  func test_values_streamsFiredValuesToAnAsyncConsumer() async {
    let event = Event<Int>()
    let stream = event.values
    event.fire(1)
    event.fire(2)
    event.cancelAllSubscriptions()
    var received: [Int] = []
    for await value in stream {
      received.append(value)
    }
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_doesNotReplayPastValues() async {
    let event = Event<Int>()
    event.fire(0)
    let stream = event.values
    event.fire(1)
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first, 1)
  }
}
