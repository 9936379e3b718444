import SiftCore
import XCTest

@testable import SiftLocal

/// Folding text for matching: case, diacritics, and the width of halfwidth / fullwidth forms.
final class TextFoldingTests: XCTestCase {
  private func folded(_ text: String) -> String {
    TextFolding.string(TextFolding.fold(text))
  }

  func test_fullwidthLatin_foldsAsASCII() {
    XCTAssertEqual(folded("ｓａｍｓｕｎｇ"), "samsung")
    XCTAssertEqual(folded("ＳＡＭＳＵＮＧ　ＴＶ５５"), "samsung　tv55")
    XCTAssertEqual(folded("Ｃａｆé"), "cafe")
  }

  func test_halfwidthKatakana_foldsAsFullwidth_andItsVoicedMarkAsACombiningMark() {
    XCTAssertEqual(folded("ﾃﾚﾋﾞ"), "テレヒ")
    XCTAssertEqual(folded("ｶﾀｶﾅ"), "カタカナ")
  }

  func test_aFullwidthQuery_findsTheRecord_andAHalfwidthRecordIsFoundByItsFullwidthForm()
    throws
  {
    let index = try Fixtures.index([
      ["objectID": "1", "name": "Samsung QLED TV"],
      ["objectID": "2", "name": "ｶﾒﾗ Sony"],
    ])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("ｓａｍｓｕｎｇ"))), ["1"])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("ＱＬＥＤ　ｔｖ"))), ["1"])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("カメラ"))), ["2"])
  }
}
