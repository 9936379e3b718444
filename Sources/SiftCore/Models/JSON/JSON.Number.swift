extension JSON {
  /// A JSON number that keeps integers exact.
  ///
  /// A number is stored as an `Int64` when it is integral and fits (so `Int64.max` and
  /// `2^53 + 1` survive a round trip), and as a `Double` otherwise. Creating a number from an
  /// integral `Double` that fits in `Int64` stores the integer, so there is a single
  /// representation per value: `Number(3.0) == Number(3)` and both hash alike. Integers outside
  /// the `Int64` range (for example `UInt64.max`) are stored as (rounded) doubles.
  public struct Number: Sendable, Hashable {
    /// How a number is stored.
    public enum Storage: Sendable, Hashable {
      /// An exact integer.
      case int(Int64)
      /// A non-integral (or out of `Int64` range) double.
      case double(Double)
    }

    /// The stored representation.
    public let storage: Storage

    /// Creates an exact integer number.
    /// - Parameter value: the integer.
    public init(_ value: Int64) {
      storage = .int(value)
    }

    /// Creates an exact integer number.
    /// - Parameter value: the integer.
    public init(_ value: Int) {
      storage = .int(Int64(value))
    }

    /// Creates a number from a double; integral values in `Int64` range are stored as integers.
    /// - Parameter value: the double.
    public init(_ value: Double) {
      if let exact = Int64(exactly: value) {
        storage = .int(exact)
      } else {
        storage = .double(value)
      }
    }

    /// The value as a double (integers beyond 2^53 are rounded).
    public var doubleValue: Double {
      switch storage {
      case .int(let value): return Double(value)
      case .double(let value): return value
      }
    }

    /// The value as an `Int64` when it is integral and in range, else `nil`.
    public var int64Value: Int64? {
      switch storage {
      case .int(let value): return value
      case .double(let value): return Int64(exactly: value)
      }
    }

    /// The value as an `Int` when it is integral and in range, else `nil`.
    public var intValue: Int? {
      int64Value.flatMap { Int(exactly: $0) }
    }

    /// Whether the number is stored as an exact integer.
    public var isInteger: Bool {
      if case .int = storage { return true }
      return false
    }
  }
}
