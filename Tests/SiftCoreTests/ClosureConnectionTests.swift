import SiftCore
import XCTest

@MainActor
final class ClosureConnectionTests: XCTestCase {
  private final class Target {}

  private func subscription(_ log: @escaping @MainActor (String) -> Void, _ name: String)
    -> EventSubscription
  {
    log("+\(name)")
    return EventSubscription { log("-\(name)") }
  }

  func test_aConnection_isLiveWhenCreated_andConnectAndDisconnectAreIdempotent() async {
    var setUps = 0
    var teardowns = 0
    let connection = ClosureConnection {
      setUps += 1
      return [EventSubscription { teardowns += 1 }]
    }
    XCTAssertTrue(connection.isConnected, "live when created, as InstantSearch's connections")
    XCTAssertEqual(setUps, 1)
    connection.connect()
    connection.connect()
    XCTAssertEqual(setUps, 1, "connecting a live connection subscribes nothing twice")
    connection.disconnect()
    connection.disconnect()
    XCTAssertFalse(connection.isConnected)
    XCTAssertEqual(teardowns, 1)
    connection.connect()
    XCTAssertEqual(setUps, 2, "a disconnected connection can connect again")
    XCTAssertTrue(connection.isConnected)
  }

  func test_disconnect_cancelsExactlyTheConnectionsSubscriptions() async {
    let event = Event<Int>()
    let owner = Target()
    var received: [String] = []
    // Two links with the same owner on the same event: ending one must not end the other.
    let first = ClosureConnection {
      [event.subscribe(with: owner) { _, value in received.append("first\(value)") }]
    }
    let second = ClosureConnection {
      [event.subscribe(with: owner) { _, value in received.append("second\(value)") }]
    }
    event.fire(1)
    first.disconnect()
    event.fire(2)
    XCTAssertEqual(received, ["first1", "second1", "second2"])
    XCTAssertTrue(second.isConnected)
    XCTAssertEqual(event.subscriptionCount, 1)
  }

  func test_retaining_keepsTheObjectAliveUntilDisconnected() async {
    var target: Target? = Target()
    weak let weakTarget = target
    let connection = ClosureConnection(retaining: target!) { _ in [] }
    target = nil
    XCTAssertNotNil(weakTarget, "a connected link keeps an inline-made controller alive")
    connection.disconnect()
    XCTAssertNil(weakTarget, "a disconnected link releases it")
    connection.connect()
    XCTAssertFalse(connection.isConnected, "nothing to connect once the object is gone")
  }

  func test_group_isLiveWhenCreated_andMembersTakeItsState() async {
    var log: [String] = []
    let append: @MainActor (String) -> Void = { log.append($0) }
    let group = ConnectionGroup()
    XCTAssertTrue(group.isConnected)
    group.add(ClosureConnection { [self.subscription(append, "a")] })
    group.connect()
    group.add(ClosureConnection { [self.subscription(append, "b")] })
    group.disconnect()
    group.disconnect()
    XCTAssertEqual(log, ["+a", "+b", "-b", "-a"])
    group.add(ClosureConnection { [self.subscription(append, "c")] })
    XCTAssertEqual(
      log.suffix(2), ["+c", "-c"], "a member added to a disconnected group is disconnected")
    group.connect()
    XCTAssertEqual(log.suffix(3), ["+a", "+b", "+c"])
  }
}
