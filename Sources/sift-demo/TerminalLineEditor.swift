import SiftControllers

/// The terminal's line editor as a `TextInput`: the search box of the demo.
///
/// Typing, Backspace, Delete, Ctrl-U (clear), Ctrl-W (delete word), Left/Right and Home/End edit
/// the line and send `.editingChanged` when the text changes; Enter sends `.editingDidEndOnExit`.
/// Setting `text` in code (a query set elsewhere) sends nothing, as UIKit does.
@MainActor
final class TerminalLineEditor: TextInput {
  var text: String? {
    didSet {
      cursor = min(cursor, characters.count)
      if text != oldValue, !isEditing { cursor = characters.count }
    }
  }
  var placeholder: String?
  var returnKeyType: ReturnKeyType = .default
  var textContentType: TextContentType?
  private(set) var isFirstResponder = false
  let actions = TextInputActions()

  /// The cursor position, in characters.
  private(set) var cursor = 0
  private var isEditing = false

  init(placeholder: String? = nil) {
    self.placeholder = placeholder
  }

  private var characters: [Character] { Array(text ?? "") }

  @discardableResult
  func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    isFirstResponder = true
    sendActions(for: .editingDidBegin)
    return true
  }

  @discardableResult
  func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    isFirstResponder = false
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Inserts `typed` at the cursor as one edit (one `.editingChanged`), as a paste does.
  func insert(_ typed: String) {
    guard !typed.isEmpty else { return }
    var line = characters
    let inserted = Array(typed)
    line.insert(contentsOf: inserted, at: cursor)
    edit(line, cursor: cursor + inserted.count)
  }

  /// Applies a key; returns whether the editor used it.
  @discardableResult
  func handle(_ key: Key) -> Bool {
    var line = characters
    switch key {
    case .character(let character):
      insert(String(character))
    case .backspace:
      guard cursor > 0 else { return true }
      line.remove(at: cursor - 1)
      edit(line, cursor: cursor - 1)
    case .delete:
      guard cursor < line.count else { return true }
      line.remove(at: cursor)
      edit(line, cursor: cursor)
    case .control("u"):
      edit([], cursor: 0)
    case .control("w"):
      var start = cursor
      while start > 0, line[start - 1] == " " { start -= 1 }
      while start > 0, line[start - 1] != " " { start -= 1 }
      line.removeSubrange(start..<cursor)
      edit(line, cursor: start)
    case .left, .control("b"):
      cursor = max(0, cursor - 1)
    case .right, .control("f"):
      cursor = min(line.count, cursor + 1)
    case .home, .control("a"):
      cursor = 0
    case .end, .control("e"):
      cursor = line.count
    case .enter:
      becomeFirstResponder()
      sendActions(for: .editingDidEndOnExit)
    default:
      return false
    }
    return true
  }

  private func edit(_ line: [Character], cursor newCursor: Int) {
    becomeFirstResponder()
    let newText = String(line)
    isEditing = true
    let changed = newText != (text ?? "")
    text = newText
    isEditing = false
    cursor = max(0, min(newCursor, line.count))
    if changed {
      sendActions(for: .editingChanged)
    }
  }
}
