import Foundation

/// The engine of ``CachingSearchService``, generic over what it caches: a least-recently-used
/// store of values with a time to live on an injected clock, and flights that share one fetch
/// between identical requests in flight.
///
/// A value is served from the store while it is younger than the time to live and its index
/// still has the version it was fetched from. Otherwise a request joins the flight that is
/// fetching the same key, or starts one; the keys one call misses are fetched together, in one
/// call of the backend. Only successes are stored. A flight nobody waits for any more is
/// cancelled. Invalidating an index (or everything) drops its values, and keeps what its flights
/// in progress bring back from being stored.
final class ResponseCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private struct Entry {
    var value: Value
    var storedAt: Duration
    var version: IndexVersion?
  }

  /// One fetch of the backend, shared by every request that waits for one of its keys. Its
  /// mutable state is guarded by the cache's lock.
  private final class Flight: @unchecked Sendable {
    let keys: [Key]
    let versions: [IndexVersion?]
    /// The invalidation generation when the fetch started.
    let generation: UInt64
    /// How many requests still count on the flight.
    var interest = 0
    var outcome: Result<[Value], any Error>?
    var waiters: [UInt64: CheckedContinuation<[Value], any Error>] = [:]
    var task: Task<Void, Never>?

    init(keys: [Key], versions: [IndexVersion?], generation: UInt64) {
      self.keys = keys
      self.versions = versions
      self.generation = generation
    }
  }

  /// Where one requested value comes from.
  private enum Source {
    case stored(Value)
    case flight(Flight, position: Int)
    /// Among the keys this request fetches itself, before their flight exists.
    case missing(position: Int)
  }

  let timeToLive: Duration
  private let lock = NSLock()
  private var store: LRUStore<Key, Entry>
  private var flights: [Key: Flight] = [:]
  private var generation: UInt64 = 0
  private var allInvalidatedAt: UInt64 = 0
  private var invalidatedAt: [String: UInt64] = [:]
  private var nextWaiterID: UInt64 = 0
  private let elapsed: @Sendable () -> Duration
  private let indexName: @Sendable (Key) -> String
  private let version: @Sendable (String) -> IndexVersion?

  /// Creates an empty cache.
  ///
  /// - Parameters:
  ///   - capacity: The most values stored; 0 stores nothing (identical requests in flight are
  ///     still shared).
  ///   - timeToLive: How long a value is served after it was fetched.
  ///   - clock: The clock that ages values.
  ///   - indexName: The index a key searches.
  ///   - version: The current version of an index, `nil` when unknown.
  init(
    capacity: Int, timeToLive: Duration, clock: any Clock<Duration>,
    indexName: @escaping @Sendable (Key) -> String,
    version: @escaping @Sendable (String) -> IndexVersion?
  ) {
    self.store = LRUStore(capacity: capacity)
    self.timeToLive = timeToLive
    self.elapsed = Self.stopwatch(clock)
    self.indexName = indexName
    self.version = version
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// The number of values stored.
  var count: Int { lock.withLock { store.count } }

  /// The values of `keys`, in order: stored ones, ones of flights in progress, and the rest
  /// fetched by one call of `fetch`.
  ///
  /// - Parameters:
  ///   - keys: The requests.
  ///   - fetch: Fetches the missing keys' values, one per key in order.
  /// - Returns: One value per key.
  /// - Throws: What `fetch` throws (shared by every request of the flight),
  ///   ``SearchError/responseCountMismatch(expected:received:)`` when `fetch` returns another
  ///   number of values, ``SearchError/cancelled`` when the calling task is cancelled.
  func values(
    for keys: [Key], fetch: @escaping @Sendable ([Key]) async throws -> [Value]
  ) async throws -> [Value] {
    guard !Task.isCancelled else { throw SearchError.cancelled }
    let versions = keys.map { version(indexName($0)) }
    let (sources, flightsToAwait) = lock.withLock { plan(keys, versions: versions, fetch: fetch) }
    var outcomes: [ObjectIdentifier: [Value]] = [:]
    var pending = flightsToAwait[...]
    do {
      while let flight = pending.first {
        outcomes[ObjectIdentifier(flight)] = try await wait(on: flight)
        release(flight)
        pending = pending.dropFirst()
      }
    } catch {
      for flight in pending { release(flight) }
      throw error is CancellationError ? SearchError.cancelled : error
    }
    var values: [Value] = []
    values.reserveCapacity(sources.count)
    for source in sources {
      switch source {
      case .stored(let value):
        values.append(value)
      case .flight(let flight, let position):
        guard let flightValues = outcomes[ObjectIdentifier(flight)], position < flightValues.count
        else {
          throw SearchError.responseCountMismatch(expected: keys.count, received: values.count)
        }
        values.append(flightValues[position])
      case .missing:
        throw SearchError.responseCountMismatch(expected: keys.count, received: values.count)
      }
    }
    return values
  }

  /// Decides where each key's value comes from, starting one flight for the keys missing.
  /// Called holding the lock.
  private func plan(
    _ keys: [Key], versions: [IndexVersion?],
    fetch: @escaping @Sendable ([Key]) async throws -> [Value]
  ) -> ([Source], [Flight]) {
    let now = elapsed()
    var missing: [Key] = []
    var missingVersions: [IndexVersion?] = []
    var missingPositions: [Key: Int] = [:]
    var joined: [Flight] = []
    var sources: [Source] = []
    for (key, version) in zip(keys, versions) {
      if let entry = store.value(forKey: key) {
        if now - entry.storedAt < timeToLive, Self.same(entry.version, version) {
          sources.append(.stored(entry.value))
          continue
        }
        store.removeValue(forKey: key)
      }
      if let flight = flights[key], let position = flight.keys.firstIndex(of: key),
        Self.same(flight.versions[position], version)
      {
        if !joined.contains(where: { $0 === flight }) { joined.append(flight) }
        sources.append(.flight(flight, position: position))
        continue
      }
      let position: Int
      if let known = missingPositions[key] {
        position = known
      } else {
        position = missing.count
        missingPositions[key] = position
        missing.append(key)
        missingVersions.append(version)
      }
      sources.append(.missing(position: position))
    }
    if !missing.isEmpty {
      let flight = Flight(keys: missing, versions: missingVersions, generation: generation)
      for key in missing { flights[key] = flight }
      sources = sources.map { source in
        guard case .missing(let position) = source else { return source }
        return .flight(flight, position: position)
      }
      joined.append(flight)
      let keys = missing
      flight.task = Task { [weak self] in
        let outcome: Result<[Value], any Error>
        do {
          outcome = .success(try await fetch(keys))
        } catch {
          outcome = .failure(error)
        }
        self?.finish(flight, with: outcome)
      }
    }
    for flight in joined { flight.interest += 1 }
    return (sources, joined)
  }

  private static func same(_ lhs: IndexVersion?, _ rhs: IndexVersion?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.isSame(as: rhs)
    default: false
    }
  }

  private func finish(_ flight: Flight, with outcome: Result<[Value], any Error>) {
    let (result, waiters) = lock.withLock {
      for key in flight.keys where flights[key] === flight { flights[key] = nil }
      var result = outcome
      if case .success(let values) = outcome, values.count != flight.keys.count {
        result = .failure(
          SearchError.responseCountMismatch(expected: flight.keys.count, received: values.count))
      }
      flight.outcome = result
      if case .success(let values) = result {
        let now = elapsed()
        for (position, key) in flight.keys.enumerated()
        where !isInvalidated(indexName(key), since: flight.generation) {
          store.set(
            Entry(value: values[position], storedAt: now, version: flight.versions[position]),
            forKey: key)
        }
      }
      let waiters = flight.waiters
      flight.waiters = [:]
      return (result, waiters)
    }
    for continuation in waiters.values {
      continuation.resume(with: result)
    }
  }

  private func wait(on flight: Flight) async throws -> [Value] {
    let id = lock.withLock {
      nextWaiterID &+= 1
      return nextWaiterID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let now: Result<[Value], any Error>? = lock.withLock {
          if let outcome = flight.outcome { return outcome }
          if Task.isCancelled { return .failure(CancellationError()) }
          flight.waiters[id] = continuation
          return nil
        }
        if let now { continuation.resume(with: now) }
      }
    } onCancel: {
      let continuation = lock.withLock { flight.waiters.removeValue(forKey: id) }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// One request stops counting on `flight`; the last one out cancels it if it is still going.
  private func release(_ flight: Flight) {
    let task: Task<Void, Never>? = lock.withLock {
      flight.interest -= 1
      guard flight.interest == 0, flight.outcome == nil else { return nil }
      for key in flight.keys where flights[key] === flight { flights[key] = nil }
      return flight.task
    }
    task?.cancel()
  }

  private func isInvalidated(_ indexName: String, since generation: UInt64) -> Bool {
    allInvalidatedAt > generation || invalidatedAt[indexName, default: 0] > generation
  }

  /// Drops the values of `indexName`; what its flights in progress bring back is not stored,
  /// and later requests do not join them.
  func invalidate(indexName name: String) {
    lock.withLock {
      generation &+= 1
      invalidatedAt[name] = generation
      store.removeAll { indexName($0) == name }
      flights = flights.filter { indexName($0.key) != name }
    }
  }

  /// Drops every value; nothing in flight is stored, and later requests start afresh.
  func invalidateAll() {
    lock.withLock {
      generation &+= 1
      allInvalidatedAt = generation
      store.removeAll { _ in true }
      flights.removeAll()
    }
  }
}
