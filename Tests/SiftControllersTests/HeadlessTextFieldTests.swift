import SiftControllers
import XCTest

@MainActor
final class HeadlessTextFieldTests: XCTestCase {
  @MainActor
  private final class Recorder {
    var log: [String] = []
    let field: HeadlessTextField
    init(field: HeadlessTextField) {
      self.field = field
      field.addTarget(self, action: Recorder.didChange, for: .editingChanged)
      field.addTarget(self, action: Recorder.didReturn, for: .editingDidEndOnExit)
      field.addTarget(self, action: Recorder.didBegin, for: .editingDidBegin)
      field.addTarget(self, action: Recorder.didEnd, for: .editingDidEnd)
    }
    func didChange() { log.append("changed:\(field.text ?? "nil")") }
    func didReturn() { log.append("return") }
    func didBegin() { log.append("begin") }
    func didEnd() { log.append("end") }
  }

  func test_userEdits_sendEditingChanged_andTakeTheFocusFirst() async {
    let field = HeadlessTextField()
    let recorder = Recorder(field: field)
    field.insertText("a")
    field.insertText("b")
    field.deleteBackward()
    field.replaceText(with: "shoes")
    field.clear()
    XCTAssertEqual(
      recorder.log,
      ["begin", "changed:a", "changed:ab", "changed:a", "changed:shoes", "changed:"])
    XCTAssertTrue(field.isFirstResponder)
  }

  func test_settingTextInCode_sendsNoEvent() async {
    let field = HeadlessTextField()
    let recorder = Recorder(field: field)
    field.text = "programmatic"
    XCTAssertEqual(recorder.log, [])
    XCTAssertEqual(field.text, "programmatic")
  }

  func test_editsThatChangeNothing_sendNoChangeEvent() async {
    let field = HeadlessTextField(text: "a")
    let recorder = Recorder(field: field)
    field.becomeFirstResponder()
    field.insertText("")
    field.replaceText(with: "a")
    field.text = ""
    field.deleteBackward()
    field.clear()
    XCTAssertEqual(recorder.log, ["begin"])
  }

  func test_pressReturn_sendsEditingDidEndOnExit_andFocusChangesSendBeginAndEnd() async {
    let field = HeadlessTextField()
    let recorder = Recorder(field: field)
    field.becomeFirstResponder()
    field.becomeFirstResponder()
    field.pressReturn()
    field.resignFirstResponder()
    field.resignFirstResponder()
    XCTAssertEqual(recorder.log, ["begin", "return", "end"])
    XCTAssertFalse(field.isFirstResponder)
  }

  func test_targetsAreHeldWeakly() async {
    let field = HeadlessTextField()
    var recorder: Recorder? = Recorder(field: field)
    weak let weakRecorder = recorder
    recorder = nil
    XCTAssertNil(weakRecorder)
    field.insertText("a")
    XCTAssertEqual(field.actions.count, 0)
  }

  func test_removeTarget_stopsOnlyTheNamedEvents() async {
    let field = HeadlessTextField()
    let recorder = Recorder(field: field)
    field.removeTarget(recorder, for: [.editingChanged, .editingDidBegin])
    field.insertText("a")
    field.pressReturn()
    XCTAssertEqual(recorder.log, ["return"])
    field.removeTarget(nil, for: .allEditingEvents)
    field.pressReturn()
    XCTAssertEqual(recorder.log, ["return"])
  }

  func test_closureActions_runUntilRemoved() async {
    let field = HeadlessTextField()
    var texts: [String] = []
    let token = field.addAction(for: .editingChanged) { texts.append(field.text ?? "") }
    field.insertText("a")
    field.removeAction(token)
    field.insertText("b")
    XCTAssertEqual(texts, ["a"])
  }

  func test_disabledField_refusesFocusAndEdits() async {
    let field = HeadlessTextField()
    let recorder = Recorder(field: field)
    field.isEnabled = false
    XCTAssertFalse(field.becomeFirstResponder())
    field.insertText("a")
    field.pressReturn()
    XCTAssertNil(field.text)
    XCTAssertEqual(recorder.log, [])
  }
}
