import SiftCore

#if canImport(XCTest)
  import XCTest
#endif

extension Searcher {
  /// Returns once nothing is in flight and the latest outcome has been delivered, or fails the
  /// running test when that takes longer than `timeout`.
  ///
  /// Searches run off the main actor; this is the moment a test can look at what the searcher
  /// delivered. Returns at once when the searcher is not loading. A search that never ends (a
  /// reply held and never released, a backend that hangs) fails the test with an
  /// `XCTFail` naming the caller's line, and returns `false`, instead of hanging the test run.
  ///
  /// ```swift
  /// searcher.search()
  /// service.releaseAll()
  /// await searcher.settled()
  /// XCTAssertEqual(searcher.latestResults?.request.query.query, "phone")
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, in wall-clock time; 10 seconds by default. It is a safety
  ///     net, not a timer under test: drive timing logic with a `ManualClock`.
  ///   - file: The file reported on timeout; the caller's by default.
  ///   - line: The line reported on timeout; the caller's by default.
  /// - Returns: Whether the searcher settled in time.
  @discardableResult
  public func settled(
    timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line
  ) async -> Bool {
    let didSettle = await settled(within: timeout, clock: ContinuousClock())
    if !didSettle {
      #if canImport(XCTest)
        XCTFail(
          "The searcher did not settle within \(timeout): a search never ended", file: file,
          line: line)
      #endif
    }
    return didSettle
  }

  /// Returns `true` once nothing is in flight and the latest outcome has been delivered, or
  /// `false` once `timeout` has passed on `clock`, whichever comes first. Reports nothing: the
  /// caller decides what a timeout means.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// async let didSettle = searcher.settled(within: .seconds(1), clock: clock)
  /// await clock.advance(by: .seconds(1))
  /// XCTAssertFalse(await didSettle)  // the search is still held
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait.
  ///   - clock: The clock the timeout runs on; a `ManualClock` in tests of this very behaviour.
  /// - Returns: Whether the searcher settled before the timeout.
  public func settled<C: Clock>(within timeout: Duration, clock: C) async -> Bool
  where C.Duration == Duration {
    guard isLoading else { return true }
    // Both are taken before any suspension: the stream sees every later status, and the
    // deadline does not move however late the timer task starts.
    let statuses = onStatusChanged.values
    let deadline = clock.now.advanced(by: timeout)
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await status in statuses where !status.isLoading {
          return true
        }
        return false
      }
      group.addTask {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return true  // cancelled: the other task finished first
        }
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}
