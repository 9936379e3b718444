import Foundation
import SiftTestSupport
import XCTest

/// The interactive demo as a person uses it, in a pseudo-terminal: loading, datasets, the
/// command line's flags, the detail view, quitting.
final class InteractiveSessionTests: XCTestCase {
  func test_aDataset_showsALoadingLineAtOnce_thenItsReplicasSortIt() throws {
    let tedtalks = try Self.tedtalksSample()
    defer { try? FileManager.default.removeItem(at: tedtalks) }
    let session = try PseudoTerminal.run(
      arguments: [
        "--data", tedtalks.appendingPathComponent("talks.json").path, "--settings",
        tedtalks.appendingPathComponent("talks_settings.json").path,
      ],
      steps: [
        // Ctrl-S once the screen shows (keys typed while loading apply after it); the screen is
        // drawn by differences, so its labels need not reach the terminal in one piece.
        "wait:loading talks.json (", "wait:Type to search", "\\x13",
        "wait:Why believe in others",
        "\\x03",
      ],
      size: "30x120")
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertEqual(session.status, 0)
    XCTAssertEqual(session.restored, true)
    XCTAssertTrue(session.output.contains("sort: Date ↑"), "Ctrl-S sorts by the first replica")
    XCTAssertTrue(session.output.contains("1972-05-13"), "dates read as dates")
  }

  /// A folder with every tenth talk of tedtalks (and its oldest, "Why believe in others") as
  /// `talks.json`, beside links to the primary's and the twelve replicas' settings files.
  ///
  /// A debug build loads the whole dataset in 6 s here, and in over 30 s under the thread
  /// sanitizer or on a slow, busy machine; a tenth keeps the test about the screen.
  private static func tedtalksSample() throws -> URL {
    let source = try SharedData.dataset("tedtalks")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-tedtalks-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let talks = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: Data(contentsOf: source.appendingPathComponent("talks.json")))
        as? [[String: Any]])
    let sample = talks.enumerated().filter { offset, talk in
      offset % 10 == 0 || talk["name"] as? String == "Why believe in others"
    }.map(\.element)
    try JSONSerialization.data(withJSONObject: sample).write(
      to: folder.appendingPathComponent("talks.json"))
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
    where name.hasSuffix("_settings.json") {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: source.appendingPathComponent(name))
    }
    return folder
  }

  func test_ctrlC_whileLoading_cancelsTheLoad_andRestoresTheTerminal() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-big-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    var text = "["
    for index in 0..<150_000 {
      if index > 0 { text += "," }
      text += #"{"objectID":"\#(index)","name":"Record number \#(index)","kind":"k\#(index % 7)"}"#
    }
    try Data((text + "]").utf8).write(to: file)
    let session = try PseudoTerminal.run(
      arguments: ["--data", file.path], steps: ["wait:records read", "\\x03"])
    XCTAssertEqual(session.missed, [], "progress shows while it reads: \(session.output)")
    XCTAssertEqual(session.status, 130)
    XCTAssertEqual(session.restored, true)
    XCTAssertLessThan(try XCTUnwrap(session.restoredSeconds), 5)
    XCTAssertFalse(session.output.contains("Search ›"), "it stopped before the search screen")
  }

  func test_theCommandLinesFlags_apply_andEnterShowsTheRecord() throws {
    let session = try PseudoTerminal.run(
      arguments: [
        "--filter", "brand:Sony", "--sort", "products_price_desc", "--hits-per-page", "3",
      ],
      steps: [
        "wait:page 1 of", "\\t\\t\\r", "wait:Description", "\\x1b", "wait:Enter details",
        "\\x1b", "wait:Esc quit", "\\x1b",
      ],
      size: "30x110")
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertTrue(session.output.contains("Filters: brand"), session.output)
    XCTAssertTrue(session.output.contains("sort: Highest price"), session.output)
    XCTAssertEqual(session.status, 0, "Escape in the search box quits")
    XCTAssertEqual(session.restored, true)
  }

  func test_aBadSortIndex_isSaidOnTheRestoredTerminal() throws {
    let session = try PseudoTerminal.run(
      arguments: ["--sort", "products_nope"], steps: ["wait:no such index"])
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertEqual(session.status, 2)
    XCTAssertEqual(session.restored, true)
  }

  func test_aDatasetWithoutSettings_showsTitlesAndSaysItsFacetsWereProposed() throws {
    let recipes = try SharedData.dataset("recipes").appendingPathComponent("recipes.json")
    let session = try PseudoTerminal.run(
      arguments: ["--data", recipes.path],
      // The note comes with the first frame, the hits and facets with the first results (much
      // later under a sanitizer): Ctrl-C once they are drawn.
      steps: ["wait:Apple-Cranberry Crostada", "\\x03"], size: "30x120")
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertTrue(session.output.contains("facets proposed from the data"), session.output)
    XCTAssertTrue(session.output.contains("Apple-Cranberry Crostada"), "a title, not an objectID")
    XCTAssertTrue(session.output.contains("Prep time"), "a proposed facet, titled in words")
    XCTAssertEqual(session.restored, true)
  }

  func test_around_appliesInTheTerminal_withEachHitsDistance() throws {
    let airports = try SharedData.dataset("airports").appendingPathComponent("airports.json")
    let session = try PseudoTerminal.run(
      arguments: ["--data", airports.path, "--around", "48.8566,2.3522", "--radius", "100000"],
      steps: ["wait:14.6 km", "\\x03"], size: "30x120")
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertTrue(session.output.contains("3 results"), session.output)
    XCTAssertEqual(session.status, 0)
  }
}
