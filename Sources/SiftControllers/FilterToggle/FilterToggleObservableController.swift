import Observation
import SiftCore

/// A headless filter toggle (a switch, a check box) for SwiftUI or any renderer that observes
/// state.
///
/// ```swift
/// let freeShipping = FilterToggleObservableController()
/// let toggle = FilterToggleConnector(
///   filterState: filterState, filter: free, controller: freeShipping)
/// // Toggle(freeShipping.label, isOn: Binding(get: { freeShipping.isSelected }, set: { freeShipping.setOn($0) }))
/// ```
@MainActor
@Observable
public final class FilterToggleObservableController: FilterToggleController {
  /// Set by the connection: called with the state the user asks for.
  @ObservationIgnored public var onClick: ((Bool) -> Void)?

  /// Whether the filter is applied.
  public private(set) var isSelected = false

  /// The toggle's label.
  public private(set) var label = ""

  /// Creates a controller.
  public init() {}

  /// Flips the toggle, as a user would.
  public func toggle() {
    onClick?(!isSelected)
  }

  /// Asks for a state, as a binding would.
  ///
  /// - Parameter isOn: The state asked for.
  public func setOn(_ isOn: Bool) {
    onClick?(isOn)
  }

  /// Shows whether the filter is applied.
  ///
  /// - Parameter isSelected: The state.
  public func setSelected(_ isSelected: Bool) {
    self.isSelected = isSelected
  }

  /// Shows the label.
  ///
  /// - Parameter item: The label.
  public func setItem(_ item: String) {
    label = item
  }
}
