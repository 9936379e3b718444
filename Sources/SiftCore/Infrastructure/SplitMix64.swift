/// A small, fast, deterministic random number generator (SplitMix64): the package's one seeded
/// generator, for the demo catalog, the benchmark corpus and randomized tests.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let word = words.randomElement(using: &random)  // the same word on every run
/// ```
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
