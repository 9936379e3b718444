import Sift
import SiftTesting
import XCTest

@MainActor
final class TextFieldControllerTests: XCTestCase {
  func test_seedExample_userWrittenController_typesAndSubmitsThroughTheConnector() async {
    let clock = ManualClock()
    let searcher = RecordingSearcher()
    let textField = HeadlessTextField()
    let controller = MyTextFieldController(textField: textField)
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    connector.connect()

    XCTAssertEqual(textField.returnKeyType, .search)
    textField.insertText("a")
    textField.insertText("b")
    textField.insertText("c")
    XCTAssertEqual(connector.interactor.query, "abc")
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(searcher.searchedQueries, ["abc"], "three keystrokes, one search")

    textField.insertText("d")
    textField.pressReturn()
    XCTAssertEqual(searcher.searchedQueries, ["abc", "abcd"], "return submits at once")
    XCTAssertFalse(textField.isFirstResponder)
  }

  func test_seedExample_typingEachKeyAfterThePause_searchesEachQuery() async {
    let clock = ManualClock()
    let searcher = RecordingSearcher()
    let textField = HeadlessTextField()
    let connector = SearchBoxConnector(
      searcher: searcher, clock: clock, controller: MyTextFieldController(textField: textField))
    connector.connect()
    for key in ["a", "b", "c"] {
      textField.insertText(key)
      await clock.advance(by: .milliseconds(100))
    }
    textField.pressReturn()
    XCTAssertEqual(
      searcher.searchedQueries, ["a", "ab", "abc"], "return on a query already searched")
  }

  func test_defaultTextFieldController_behavesAsTheSeedWrites() async {
    let searcher = RecordingSearcher()
    let searchBar = HeadlessSearchBar()
    let controller = TextFieldController(searchBar: searchBar)
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: controller)
    connector.connect()
    XCTAssertTrue(controller.textField === searchBar.searchTextField)
    XCTAssertEqual(searchBar.returnKeyType, .search)
    searchBar.searchTextField.insertText("shoes")
    XCTAssertEqual(searcher.searchedQueries, [])
    searchBar.searchTextField.pressReturn()
    XCTAssertEqual(searcher.searchedQueries, ["shoes"])
    connector.interactor.query = "boots"
    XCTAssertEqual(searchBar.text, "boots")
  }

  func test_disconnect_releasesTheUserWrittenController() async {
    let searcher = RecordingSearcher()
    let textField = HeadlessTextField()
    var controller: MyTextFieldController? = MyTextFieldController(textField: textField)
    weak let weakController = controller
    let connector = SearchBoxConnector(searcher: searcher, controller: controller)
    controller = nil
    connector.connect()
    connector.disconnect()
    XCTAssertNil(weakController)
    textField.insertText("a")
    XCTAssertNil(connector.interactor.query)
  }
}
