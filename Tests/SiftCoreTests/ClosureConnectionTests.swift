import SiftCore
import XCTest

@MainActor
final class ClosureConnectionTests: XCTestCase {
  private final class Target {}

  func test_connectAndDisconnect_areIdempotent() async {
    var setUps = 0
    var teardowns = 0
    let connection = ClosureConnection {
      setUps += 1
      return { teardowns += 1 }
    }
    XCTAssertFalse(connection.isConnected)
    connection.disconnect()
    connection.connect()
    connection.connect()
    XCTAssertTrue(connection.isConnected)
    connection.disconnect()
    connection.disconnect()
    XCTAssertFalse(connection.isConnected)
    XCTAssertEqual(setUps, 1)
    XCTAssertEqual(teardowns, 1)
    connection.connect()
    XCTAssertEqual(setUps, 2, "a disconnected connection can connect again")
  }

  func test_retaining_keepsTheObjectAliveUntilDisconnected() async {
    var target: Target? = Target()
    weak let weakTarget = target
    let connection = ClosureConnection(retaining: target!) { _ in {} }
    target = nil
    XCTAssertNotNil(weakTarget, "a link made but not yet connected keeps its object")
    connection.connect()
    XCTAssertNotNil(weakTarget, "a connected link keeps an inline-made controller alive")
    connection.disconnect()
    XCTAssertNil(weakTarget, "a disconnected link releases it")
    connection.connect()
    XCTAssertFalse(connection.isConnected, "nothing to connect once the object is gone")
  }

  func test_group_connectsMembersAddedWhileConnected() async {
    let group = ConnectionGroup()
    var log: [String] = []
    group.add(
      ClosureConnection {
        log.append("+a")
        return { log.append("-a") }
      })
    group.connect()
    group.add(
      ClosureConnection {
        log.append("+b")
        return { log.append("-b") }
      })
    group.connect()
    group.disconnect()
    group.disconnect()
    XCTAssertEqual(log, ["+a", "+b", "-b", "-a"])
  }
}
