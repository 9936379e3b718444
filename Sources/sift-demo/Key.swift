/// A key press, decoded from the terminal's bytes.
enum Key: Equatable, Sendable {
  case character(Character)
  case enter
  case backspace
  case delete
  case tab
  case backTab
  case escape
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  /// Ctrl plus a letter (lowercase), e.g. `.control("c")`.
  case control(Character)
}
