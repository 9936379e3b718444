/// What a user does to a number widget: type a number (or clear it), or step it up or down.
public enum NumberChange<Number: DoubleRepresentable>: Hashable, Sendable {
  /// Sets the number; `nil` clears it (and removes the filter).
  case set(Number?)
  /// Adds the interactor's step.
  case increment
  /// Subtracts the interactor's step.
  case decrement
}
