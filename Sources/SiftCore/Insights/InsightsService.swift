/// The seam between Sift's Insights and a backend: sends one batch of events.
///
/// `AlgoliaInsightsService` (SiftAlgolia) posts them to Algolia's Insights API;
/// `RecordingInsightsService` (SiftTesting) records them for tests; an app can send them
/// anywhere. Implementations run off the main actor and must be safe to call concurrently.
///
/// ```swift
/// struct Logger: InsightsService {
///   func send(_ events: [InsightsEvent]) async throws {
///     for event in events { print(event.eventType, event.eventName, event.objectIDs ?? []) }
///   }
/// }
/// ```
public protocol InsightsService: Sendable {
  /// Sends a batch of valid events, at most 1,000.
  ///
  /// - Parameter events: The events, in the order they happened.
  /// - Throws: ``InsightsError``: a transient one (``InsightsError/isTransient``) keeps the
  ///   batch for a retry, another drops it. Any other error counts as transient.
  func send(_ events: [InsightsEvent]) async throws
}
