import Foundation
import SiftCore

/// Samples ranks 0..<count with probability proportional to 1 / (rank + 1)^exponent.
struct ZipfSampler {
  private let cumulative: [Double]

  init(count: Int, exponent: Double) {
    var total = 0.0
    var cumulative: [Double] = []
    cumulative.reserveCapacity(count)
    for rank in 0..<count {
      total += 1 / pow(Double(rank + 1), exponent)
      cumulative.append(total)
    }
    self.cumulative = cumulative.map { $0 / total }
  }

  func sample(_ random: inout SplitMix64) -> Int {
    let target = Double(random.next() >> 11) / Double(1 << 53)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
