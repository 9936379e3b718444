extension Clock where Duration == Swift.Duration {
  /// Fixes a deadline `duration` from now and returns a closure that sleeps until it.
  ///
  /// The deadline is taken when this is called, not when the closure starts, so work scheduled
  /// on a test clock fires at the instant it was scheduled for however late its task starts.
  /// The closure is isolated to the main actor, where all of Sift's timers live, so that a
  /// clock whose `sleep` runs on its caller's executor (like `ManualClock`) never leaves it.
  func sleeper(for duration: Duration) -> @MainActor @Sendable () async throws -> Void {
    let deadline = now.advanced(by: duration)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}

extension Clock where Duration == Swift.Duration {
  /// A reading of the clock now: calling it gives the time elapsed since.
  func stopwatch() -> @MainActor () -> Swift.Duration {
    let start = now
    return { start.duration(to: self.now) }
  }
}
