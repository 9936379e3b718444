import SiftControllers
import XCTest

@MainActor
final class HeadlessSearchBarTests: XCTestCase {
  private final class Delegate: HeadlessSearchBarDelegate {
    var log: [String] = []
    func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
      log.append("text:\(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("cancel") }
  }

  func test_barLevelAppearance_isTheFieldsAppearance() async {
    let searchBar = HeadlessSearchBar(placeholder: "Search")
    searchBar.textContentType = .countryName
    searchBar.returnKeyType = .go
    searchBar.text = "x"
    XCTAssertEqual(searchBar.searchTextField.placeholder, "Search")
    XCTAssertEqual(searchBar.searchTextField.textContentType, .countryName)
    XCTAssertEqual(searchBar.searchTextField.returnKeyType, .go)
    XCTAssertEqual(searchBar.searchTextField.text, "x")
  }

  func test_delegate_hearsEditsAndTheSearchKey() async {
    let searchBar = HeadlessSearchBar()
    let delegate = Delegate()
    searchBar.delegate = delegate
    searchBar.searchTextField.insertText("a")
    searchBar.searchTextField.pressReturn()
    XCTAssertEqual(delegate.log, ["text:a", "search"])
  }

  func test_cancel_clearsTheTextAndSubmitsNothing() async {
    let searchBar = HeadlessSearchBar()
    let delegate = Delegate()
    searchBar.delegate = delegate
    searchBar.searchTextField.insertText("shoes")
    searchBar.tapCancelButton()
    XCTAssertEqual(delegate.log, ["text:shoes", "text:", "cancel"])
    XCTAssertEqual(searchBar.text, "")
    XCTAssertFalse(searchBar.searchTextField.isFirstResponder)
  }
}
