/// The one mechanism behind every searcher: runs operations off the main actor, delivers only
/// the latest one's outcome, cancels superseded ones, and keeps the status.
///
/// Each run gets a generation. A completion is delivered only if its generation is still the
/// latest when it arrives on the main actor, so a response that belongs to a superseded request
/// is never delivered, whatever order replies come back in. The status is `.loading` while
/// anything is in flight (superseded runs included, until their cancellation lands), turns
/// `.stalled` after `stalledDelay`, and settles to `.idle` or `.error` when nothing is left.
@MainActor
final class LatestRequestRunner {
  let onStatusChanged = Event<SearchStatus>()

  private(set) var status = SearchStatus.idle {
    didSet {
      if status != oldValue { onStatusChanged.fire(status) }
    }
  }

  var stalledDelay: Duration
  /// Wakes when the current loading may have stalled. One timer serves a burst of searches: a
  /// search starting while it is pending only restarts the ``loadingTime`` stopwatch, and the
  /// timer, once it fires, waits out what remains of the delay.
  private let stalledTimer: ClockTimer
  /// The time since loading started, while loading.
  private var loadingTime: (@MainActor () -> Duration)?
  private var generation: UInt64 = 0
  private var inFlight = 0
  private var current: Task<Void, Never>?
  private var settledStatus = SearchStatus.idle

  init(clock: any Clock<Duration>, stalledDelay: Duration) {
    self.stalledTimer = ClockTimer(clock: clock)
    self.stalledDelay = stalledDelay
  }

  /// A searcher that goes away supersedes its run in flight: it is cancelled (an HTTP request
  /// with it), rather than left to finish for no one or to wait forever on a service that
  /// never answers.
  deinit {
    current?.cancel()
  }

  /// Runs `operation` off the main actor, superseding any run in flight.
  ///
  /// - Parameters:
  ///   - request: What the operation sends, to stamp errors that are not `SearchError`s.
  ///   - operation: The work, run on the global executor.
  ///   - completion: Called on the main actor with the outcome, only if this run is still the
  ///     latest when it ends. Not called for cancelled runs.
  func run<Output: Sendable>(
    request: SearchError.Request,
    _ operation: @escaping @Sendable () async throws -> Output,
    completion: @escaping @MainActor (Result<Output, SearchError>) -> Void
  ) {
    generation &+= 1
    let runGeneration = generation
    current?.cancel()
    inFlight += 1
    if !status.isLoading {
      status = .loading
      loadingTime = stalledTimer.clock.stopwatch()
      if !stalledTimer.isScheduled { scheduleStalledCheck(after: stalledDelay) }
    }
    let task = Task { [weak self] in
      let outcome: Result<Output, SearchError>
      do {
        outcome = .success(try await Self.perform(operation))
      } catch let error as SearchError {
        outcome = .failure(error)
      } catch is CancellationError {
        outcome = .failure(.cancelled)
      } catch {
        outcome = .failure(.transport(description: "\(error)", request: request))
      }
      self?.finish(generation: runGeneration, outcome: outcome, completion: completion)
    }
    current = task
  }

  /// Cancels the run in flight; nothing will be delivered for it.
  func cancel() {
    generation &+= 1
    current?.cancel()
    current = nil
    settledStatus = .idle
    if inFlight == 0 {
      settle()
    }
  }

  /// Runs `operation` on the global executor, whatever the caller's isolation.
  @concurrent
  private static func perform<Output: Sendable>(
    _ operation: @Sendable () async throws -> Output
  ) async throws -> Output {
    try Task.checkCancellation()
    return try await operation()
  }

  private func finish<Output>(
    generation finished: UInt64, outcome: Result<Output, SearchError>,
    completion: @MainActor (Result<Output, SearchError>) -> Void
  ) {
    inFlight -= 1
    let isLatest = finished == generation
    if isLatest {
      current = nil
      switch outcome {
      case .failure(.cancelled):
        settledStatus = .idle
      case .failure(let error):
        settledStatus = .error(error)
        completion(outcome)
      case .success:
        settledStatus = .idle
        completion(outcome)
      }
    }
    if inFlight == 0 {
      settle()
    }
  }

  /// Turns a loading that lasted `stalledDelay` to `.stalled`, or waits out the rest of it.
  private func scheduleStalledCheck(after delay: Duration) {
    stalledTimer.schedule(after: delay) { [weak self] in
      guard let self, self.status == .loading, let loadingTime = self.loadingTime else { return }
      let elapsed = loadingTime()
      if elapsed >= self.stalledDelay {
        self.status = .stalled
      } else {
        self.scheduleStalledCheck(after: self.stalledDelay - elapsed)
      }
    }
  }

  private func settle() {
    loadingTime = nil
    status = settledStatus
  }
}
