/// Latency percentiles of a run, in microseconds.
struct Percentiles: Codable {
  let p50: Double
  let p90: Double
  let p99: Double
  /// The slowest sample.
  let max: Double
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
    max = micros.last ?? 0
    mean = micros.isEmpty ? 0 : micros.reduce(0, +) / Double(micros.count)
    count = micros.count
  }
}
