import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Latency percentiles of a run, in microseconds.
struct Percentiles: Codable {
  let p50: Double
  let p90: Double
  let p99: Double
  let mean: Double
  let count: Int

  init(_ samples: [Duration]) {
    let micros = samples.map {
      Double($0.components.attoseconds) / 1e12 + Double($0.components.seconds) * 1e6
    }
    .sorted()
    func at(_ fraction: Double) -> Double {
      guard !micros.isEmpty else { return 0 }
      return micros[min(micros.count - 1, Int((Double(micros.count) * fraction).rounded(.up)) - 1)]
    }
    p50 = at(0.50)
    p90 = at(0.90)
    p99 = at(0.99)
    mean = micros.isEmpty ? 0 : micros.reduce(0, +) / Double(micros.count)
    count = micros.count
  }
}

/// Resident memory of this process.
enum ResidentMemory {
  /// Returns memory the allocator holds but no longer uses to the system (glibc's
  /// `malloc_trim`), so that resident size reflects live data.
  static func releaseFreedMemory() {
    #if canImport(Glibc)
      // RTLD_DEFAULT is a null handle; malloc_trim is not in the Glibc module map.
      typealias Trim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  /// The resident set size in bytes (nil where /proc is not available).
  static func current() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
      return kilobytes.map { $0 * 1024 }
    }
    return nil
  }
}

/// One size's results, as written to JSON and compared with the peers.
struct BenchmarkReport: Codable {
  struct Row: Codable {
    let name: String
    let latency: Percentiles
    let averageHits: Double
  }

  let engine: String
  let records: Int
  let queries: Int
  let buildSeconds: Double
  /// Resident memory growth from before the corpus is parsed to after the index is built.
  let indexMemoryBytes: Int?
  /// The engine's count of its search structures (dictionary, postings, columns), without the
  /// stored records: what compares with a peer's index size.
  let indexStructuresBytes: Int
  /// The structures' parts: term dictionary, postings, per-document columns.
  let dictionaryBytes: Int
  let postingsBytes: Int
  let columnsBytes: Int
  /// The engine's count of the stored records (compact binary form).
  let storedRecordsBytes: Int
  let rows: [Row]
  let keystrokeToScreen: Percentiles?
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
