import Sift
import SiftTesting
import XCTest

/// The seed's first example: customise the default controller by composition.
@MainActor
final class SearchBarControllerTests: XCTestCase {
  func test_seedExample_customisesTheEmbeddedSearchBarByComposition() async {
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    searchBarController.searchBar.textContentType = .countryName
    XCTAssertEqual(searchBarController.searchBar.searchTextField.textContentType, .countryName)
    XCTAssertEqual(searchBarController.searchBar.returnKeyType, .search)
  }

  func test_connected_typingSearchesAsYouType_andTheSearchKeySubmits() async {
    let clock = ManualClock()
    let searcher = RecordingSearcher()
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    let connector = SearchBoxConnector(
      searcher: searcher, clock: clock, controller: searchBarController)
    connector.connect()
    let field = searchBarController.searchBar.searchTextField
    field.insertText("s")
    field.insertText("h")
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(searcher.searchedQueries, ["sh"])
    XCTAssertTrue(searchBarController.searchBar.showsCancelButton)
    field.insertText("o")
    field.pressReturn()
    XCTAssertEqual(searcher.searchedQueries, ["sh", "sho"], "the search key submits at once")
    XCTAssertFalse(field.isFirstResponder, "submitting gives the focus up")
    XCTAssertFalse(searchBarController.searchBar.showsCancelButton)
  }

  func test_cancel_clearsTheQueryWithoutSubmitting() async {
    let searcher = RecordingSearcher()
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: searchBarController)
    connector.connect()
    searchBarController.searchBar.searchTextField.insertText("shoes")
    searchBarController.searchBar.tapCancelButton()
    XCTAssertEqual(connector.interactor.query, "")
    XCTAssertEqual(searcher.searchedQueries, [], "cancel submits nothing")
  }

  func test_programmaticQuery_isShownInTheBarWithoutEcho() async {
    let searcher = RecordingSearcher()
    let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, controller: searchBarController)
    connector.connect()
    var edits = 0
    searchBarController.searchBar.searchTextField.addAction(for: .editingChanged) { edits += 1 }
    connector.interactor.query = "restored"
    XCTAssertEqual(searchBarController.searchBar.text, "restored")
    XCTAssertEqual(edits, 0)
  }
}
