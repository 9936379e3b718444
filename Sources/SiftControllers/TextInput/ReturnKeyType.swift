/// The label of a text input's return key, as UIKit's return key types.
public enum ReturnKeyType: String, Sendable, Hashable, CaseIterable {
  /// The platform's default return key.
  case `default`
  /// "Go".
  case go
  /// "Google".
  case google
  /// "Join".
  case join
  /// "Next".
  case next
  /// "Route".
  case route
  /// "Search".
  case search
  /// "Send".
  case send
  /// "Yahoo".
  case yahoo
  /// "Done".
  case done
  /// "Emergency call".
  case emergencyCall
  /// "Continue".
  case `continue`
}
