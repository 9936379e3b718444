import Foundation
import SiftCore
import SiftTesting

/// InstantSearch's `TestHitsTracker` (and `TestFiltersTracker`), played by what does their job in
/// Sift: an `Insights` client over a recording service. A test reads the events a tracker sent
/// with ``sentEvents()``.
@MainActor
final class TestHitsTracker {
  let service = RecordingInsightsService()
  let clock = ManualClock()
  private(set) lazy var insights = Insights(
    service: service, userTokenStorage: InMemoryUserTokenStorage(userToken: "anonymous-1"),
    clock: clock, now: { Date(timeIntervalSince1970: 1_700_000_000) })

  /// Every event tracked so far, once sent.
  func sentEvents() async -> [InsightsEvent] {
    await insights.flush()
    return service.sentEvents
  }
}
