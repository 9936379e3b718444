/// The pure logic of `Insights`' batching: which events wait, which batch is being sent, when
/// to send, and what a send's outcome changes. The driver runs its commands (send a batch, arm
/// a timer) and reports back.
///
/// - Events wait in arrival order. A batch is the oldest `batchSize` of them; one batch is sent
///   at a time, and its events stay in the queue until the send succeeds, so a batch in flight
///   is never sent again and nothing is dropped on a transient failure.
/// - A batch goes as soon as `batchSize` events wait (flush on size), when the flush timer fires
///   (flush on time: every waiting event, batch after batch), or on demand. The flush timer is
///   armed when an event starts waiting, a batch in flight or not.
/// - A transient failure puts the batch back in front and backs off: nothing is sent until the
///   retry timer fires (or a flush is asked for), after a delay that doubles with each
///   consecutive failure.
/// - A batch whose events the service refused (one malformed event takes a whole batch down)
///   is split: its first half goes alone, and batches stay at most that size, halving at each
///   refusal, until a refused batch is a single event, which is dropped; the others go. Another
///   failure drops the batch.
/// - Events of the batch about to go that turned invalid (expired) are taken out of it, and the
///   batch is made again without them.
/// - At most `capacity` events are kept; beyond, the oldest waiting ones are dropped.
struct InsightsQueue {
  /// What the driver must do.
  enum Command: Equatable {
    /// Send this batch, then report ``InsightsQueue/sendSucceeded()`` or
    /// ``InsightsQueue/sendFailed(transient:)``.
    case send([InsightsEvent])
    /// Arm the flush timer (it fires ``InsightsQueue/flushTimerFired()``).
    case armFlushTimer
    /// Arm the retry timer after this many consecutive failures (it fires
    /// ``InsightsQueue/retryTimerFired()``).
    case armRetryTimer(failures: Int)
  }

  let batchSize: Int
  let capacity: Int
  /// The events not sent yet, oldest first; the first ``inFlightCount`` are being sent.
  private(set) var events: [InsightsEvent] = []
  private(set) var inFlightCount = 0
  /// Consecutive transient failures.
  private(set) var failures = 0
  private(set) var isBackingOff = false
  /// While isolating a refused event: the most events of the next batches.
  private(set) var batchLimit: Int?
  private var isFlushing = false
  private var isFlushTimerArmed = false

  init(batchSize: Int, capacity: Int) {
    self.batchSize = max(1, batchSize)
    self.capacity = max(capacity, self.batchSize)
  }

  /// Whether nothing is being sent and nothing will be without a new event, a timer or a
  /// flush: the queue is empty, or backing off.
  var isIdle: Bool { inFlightCount == 0 && (events.isEmpty || isBackingOff) }

  /// Queues an event; returns the events dropped to make room (oldest waiting first).
  mutating func add(_ event: InsightsEvent) -> (dropped: [InsightsEvent], commands: [Command]) {
    var dropped: [InsightsEvent] = []
    if events.count >= capacity {
      let droppable = events.count - inFlightCount
      if droppable > 0 {
        dropped.append(events.remove(at: inFlightCount))
      } else {
        return ([event], [])
      }
    }
    events.append(event)
    return (dropped, decide())
  }

  /// The flush timer fired: every waiting event goes, batch after batch.
  mutating func flushTimerFired() -> [Command] {
    isFlushTimerArmed = false
    isFlushing = true
    return decide()
  }

  /// A flush was asked for: every waiting event goes now, backing off or not.
  mutating func flushRequested() -> [Command] {
    isBackingOff = false
    isFlushing = true
    return decide()
  }

  /// The retry timer fired: sending resumes with every waiting event.
  mutating func retryTimerFired() -> [Command] {
    guard isBackingOff else { return [] }
    isBackingOff = false
    isFlushing = true
    return decide()
  }

  /// The batch in flight was accepted: its events leave the queue.
  mutating func sendSucceeded() -> [Command] {
    events.removeFirst(inFlightCount)
    inFlightCount = 0
    failures = 0
    return decide()
  }

  /// The events of the batch in flight at `offsets` (positions in the batch) turned invalid
  /// before it was sent: they leave the queue and are returned, and the batch is made again.
  mutating func dropFromBatch(at offsets: [Int]) -> (
    dropped: [InsightsEvent], commands: [Command]
  ) {
    let valid = offsets.filter { (0..<inFlightCount).contains($0) }
    let dropped = valid.sorted().map { events[$0] }
    for offset in Set(valid).sorted(by: >) { events.remove(at: offset) }
    inFlightCount = 0
    return (dropped, decide())
  }

  /// The service refused the events of the batch in flight (not a transient failure). A batch
  /// of several events is split to isolate the refused one: nothing is dropped, and the next
  /// batches hold at most half as many events. A single event is dropped, and returned.
  mutating func sendRefused() -> (dropped: [InsightsEvent], commands: [Command]) {
    guard inFlightCount > 1 else {
      batchLimit = nil
      return sendFailed(transient: false)
    }
    batchLimit = inFlightCount / 2
    inFlightCount = 0
    failures = 0
    isFlushing = true
    return ([], decide())
  }

  /// The batch in flight failed. A transient failure keeps it in front and backs off; another
  /// drops it, and is returned.
  mutating func sendFailed(transient: Bool) -> (dropped: [InsightsEvent], commands: [Command]) {
    let batch = Array(events.prefix(inFlightCount))
    inFlightCount = 0
    guard transient else {
      events.removeFirst(batch.count)
      return (batch, decide())
    }
    failures += 1
    isBackingOff = true
    return ([], [.armRetryTimer(failures: failures)] + decide())
  }

  private mutating func decide() -> [Command] {
    if events.isEmpty {
      isFlushing = false
      batchLimit = nil
    }
    guard !isBackingOff else { return [] }
    var commands: [Command] = []
    if inFlightCount == 0, !events.isEmpty, isFlushing || events.count >= batchSize {
      inFlightCount = min(batchLimit ?? batchSize, batchSize, events.count)
      commands.append(.send(Array(events.prefix(inFlightCount))))
    }
    if events.count > inFlightCount, !isFlushing, !isFlushTimerArmed {
      isFlushTimerArmed = true
      commands.append(.armFlushTimer)
    }
    return commands
  }
}
