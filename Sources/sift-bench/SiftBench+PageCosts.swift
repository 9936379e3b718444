import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension SiftBench {
  /// What writing fresh memory costs on this machine, three ways: 4 KiB pages faulted in as
  /// they are written, the same made resident first with one call (`MADV_POPULATE_WRITE`, as
  /// the engine's builds and opens do), and transparent huge pages (`MADV_HUGEPAGE`, which they
  /// used to ask for). Each round maps `megabytes` of anonymous memory, writes a byte in every
  /// 4 KiB, unmaps it, and pauses `pause` seconds, so that a virtual machine that gives freed
  /// memory back to its host has time to do so; the ways take turns, round by round.
  static func runPageCosts(megabytes: Int, rounds: Int, pause: Int) {
    #if canImport(Glibc)
      let ways = ["4 KiB pages, faulted in", "4 KiB pages, populated first", "huge pages"]
      let bytes = megabytes << 20
      var times = [[Double]](repeating: [], count: ways.count)
      let clock = ContinuousClock()
      for _ in 0..<rounds {
        for way in ways.indices {
          guard
            let memory = mmap(
              nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            memory != MAP_FAILED
          else {
            print("page costs: mmap failed")
            return
          }
          if way == 2 { _ = madvise(memory, bytes, 14) }  // MADV_HUGEPAGE
          let start = clock.now
          if way == 1 { _ = madvise(memory, bytes, 23) }  // MADV_POPULATE_WRITE
          let base = memory.assumingMemoryBound(to: UInt8.self)
          for offset in stride(from: 0, to: bytes, by: 4096) { base[offset] = 1 }
          times[way].append(start.duration(to: clock.now).seconds * 1000)
          munmap(memory, bytes)
          if pause > 0 { sleep(UInt32(pause)) }
        }
      }
      print("Writing \(megabytes) MiB of fresh memory, \(rounds) rounds, \(pause) s pauses")
      for (way, name) in ways.enumerated() {
        let sorted = times[way].sorted()
        let median = sorted[sorted.count / 2]
        print(
          "  \(name.padding(toLength: 30, withPad: " ", startingAt: 0))"
            + String(
              format: "median %7.1f ms, %.1f to %.1f ms", median, sorted[0],
              sorted[sorted.count - 1]))
      }
    #else
      print("page costs: measured on Linux only")
    #endif
  }
}
