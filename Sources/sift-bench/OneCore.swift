#if canImport(Glibc)
  import Glibc
#endif

/// Pinning to one core: the goals are on one thread, so each engine's build runs on one
/// core (the peers' builds too; tantivy's writer would otherwise index on a second thread).
enum OneCore {
  /// Calls `body` with the calling thread pinned to one core it may run on, then restores the
  /// thread's affinity. Where affinity cannot be set (not Linux), `body` runs unpinned.
  /// `body` must not suspend: affinity belongs to the thread.
  static func run<T>(_ body: () throws -> T) rethrows -> T {
    #if canImport(Glibc)
      // sched_{get,set}affinity are not in the Glibc module map: found by name.
      typealias Affinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
      guard let getSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity"),
        let setSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity")
      else { return try body() }
      let getAffinity = unsafeBitCast(getSymbol, to: Affinity.self)
      let setAffinity = unsafeBitCast(setSymbol, to: Affinity.self)
      // A mask of 1,024 CPUs, as glibc's cpu_set_t.
      var saved = [UInt64](repeating: 0, count: 16)
      let size = saved.count * MemoryLayout<UInt64>.size
      func call(_ function: Affinity, _ mask: inout [UInt64]) -> Int32 {
        mask.withUnsafeMutableBytes { bytes in bytes.baseAddress.map { function(0, size, $0) } }
          ?? -1
      }
      guard call(getAffinity, &saved) == 0, let word = saved.firstIndex(where: { $0 != 0 })
      else { return try body() }
      var one = [UInt64](repeating: 0, count: saved.count)
      one[word] = saved[word] & (~saved[word] &+ 1)  // the lowest core allowed
      guard call(setAffinity, &one) == 0 else { return try body() }
      defer { _ = call(setAffinity, &saved) }
      return try body()
    #else
      return try body()
    #endif
  }
}
