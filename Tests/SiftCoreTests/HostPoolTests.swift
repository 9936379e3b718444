import SiftCore
import XCTest

/// The retry strategy's memory of failed hosts, as a pure state machine.
final class HostPoolTests: XCTestCase {
  private let a = "a"
  private let b = "b"
  private let c = "c"

  func test_hostsThatAreUp_areTriedInTheirConfiguredOrder_andRepeatsAreDropped() {
    var pool = HostPool(hosts: [a, b, c, a], downDelay: .seconds(120))
    XCTAssertEqual(pool.hostsToTry(at: .zero).map(\.host), [a, b, c])
  }

  func test_failedHosts_goLast_longestFailedFirst() {
    var pool = HostPool(hosts: [a, b, c], downDelay: .seconds(120))
    pool.markFailed(b, at: .seconds(1))
    pool.markFailed(a, at: .seconds(2))
    XCTAssertEqual(pool.hostsToTry(at: .seconds(3)).map(\.host), [c, b, a])
  }

  func test_aFailedHost_getsItsPlaceBack_afterTheDelay() {
    var pool = HostPool(hosts: [a, b], downDelay: .seconds(120))
    pool.markFailed(a, at: .seconds(10))
    XCTAssertEqual(pool.hostsToTry(at: .seconds(129)).map(\.host), [b, a])
    XCTAssertEqual(pool.hostsToTry(at: .seconds(130)).map(\.host), [a, b])
  }

  func test_aSuccess_putsAHostBackInPlaceAtOnce() {
    var pool = HostPool(hosts: [a, b], downDelay: .seconds(120))
    pool.markFailed(a, at: .zero)
    pool.markSucceeded(a)
    XCTAssertEqual(pool.hostsToTry(at: .zero).map(\.host), [a, b])
  }

  func test_everyHostFailed_allAreStillTried() {
    var pool = HostPool(hosts: [a, b], downDelay: .seconds(120))
    pool.markFailed(a, at: .seconds(1))
    pool.markFailed(b, at: .seconds(1))
    XCTAssertEqual(pool.hostsToTry(at: .seconds(2)).map(\.host), [a, b])
  }

  func test_aHostThatTimedOut_keepsItsCountOfTimeouts_throughSuccesses_untilTheDelayPasses() {
    var pool = HostPool(hosts: [a, b], downDelay: .seconds(120))
    pool.markTimedOut(a, at: .seconds(1))
    pool.markTimedOut(a, at: .seconds(10))
    pool.markFailed(b, at: .seconds(10))
    XCTAssertEqual(pool.hostsToTry(at: .seconds(11)).map(\.timeouts), [2, 0])
    pool.markSucceeded(a)
    XCTAssertEqual(pool.hostsToTry(at: .seconds(129)).map(\.timeouts), [2, 0])
    XCTAssertEqual(pool.hostsToTry(at: .seconds(130)).map(\.timeouts), [0, 0])
  }
}
