/// An array kept between uses for its room, so that each use fills it without an allocation of
/// its own: ``take()`` hands it over empty, ``keep(_:)`` takes an array back.
struct ReusedArray<Element> {
  private var kept: [Element] = []

  /// The kept array, emptied, with its room (an empty array if none is kept).
  @inline(__always)
  mutating func take() -> [Element] {
    var taken: [Element] = []
    swap(&taken, &kept)
    return taken
  }

  /// Keeps the room of `used` for the next ``take()``, when it is more than the room kept
  /// (`used` is not read again).
  @inline(__always)
  mutating func keep(_ used: inout [Element]) {
    guard used.capacity > kept.capacity else { return }
    used.removeAll(keepingCapacity: true)
    swap(&used, &kept)
  }
}
