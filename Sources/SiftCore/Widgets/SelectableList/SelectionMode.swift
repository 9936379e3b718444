/// How many items of a list can be selected at once.
public enum SelectionMode: Hashable, Sendable {
  /// At most one: selecting an item deselects the others; selecting the selected item clears.
  case single
  /// Any number: selecting an item toggles it.
  case multiple
}
