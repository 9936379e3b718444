import Sift
import SiftTesting
import XCTest

/// Keeps Sources/Sift/Sift.docc/ApplePlatforms.md honest: its Swift blocks are compiled (in
/// ApplePlatformsSnippets.swift, against UIKit where it exists and a stand-in elsewhere), and the
/// UIKit adapter drives Sift's controllers as the page says.
@MainActor
final class ApplePlatformsTests: XCTestCase {
  func test_everySwiftBlockOfTheApplePlatformsPage_isCompiledVerbatim() async throws {
    let compiled = MarkdownSwiftBlocks.normalized(
      try MarkdownSwiftBlocks.file(at: "Tests/SiftControllersTests/ApplePlatformsSnippets.swift"))
    let blocks = try MarkdownSwiftBlocks.blocks(
      inPageAt: "Sources/Sift/Sift.docc/ApplePlatforms.md")
    XCTAssertEqual(blocks.count, 2)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(MarkdownSwiftBlocks.normalized(block)),
        "Sources/Sift/Sift.docc/ApplePlatforms.md block not found in ApplePlatformsSnippets.swift:\n\(block)"
      )
    }
  }

  #if !canImport(UIKit)
    func test_uikitAdapter_typingInTheField_searchesThroughTheController() async {
      let searcher = RecordingSearcher()
      let (field, controller, connector) = ApplePlatformsSnippets.uikitField(searcher: searcher)
      XCTAssertTrue(connector.isConnected)
      XCTAssertEqual(field.returnKeyType, .search, "TextFieldController's return key reaches UIKit")

      field.userTypes("tv")
      XCTAssertEqual(connector.interactor.query, "tv", "UIKit's editingChanged reaches Sift")
      field.userPressesReturn()
      XCTAssertEqual(searcher.searchedQueries, ["tv"], "return submits")

      connector.interactor.query = "radio"
      XCTAssertEqual(field.text, "radio", "a query set in code shows in the UIKit field")
      XCTAssertEqual(searcher.searchedQueries, ["tv"], "and is not heard back as typing")

      controller.textField.textContentType = .countryName
      XCTAssertEqual(field.textContentType, .countryName)
      XCTAssertEqual(controller.textField.textContentType, .countryName)
    }

    func test_uikitAdapter_mapsEveryReturnKeyBothWays() async {
      let adapter = UIKitTextInput(UITextField())
      for key in ReturnKeyType.allCases {
        adapter.returnKeyType = key
        XCTAssertEqual(adapter.returnKeyType, key)
        XCTAssertEqual(String(describing: adapter.field.returnKeyType), key.rawValue)
      }
    }
  #endif
}
