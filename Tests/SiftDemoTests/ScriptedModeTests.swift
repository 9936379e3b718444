import Foundation
import SiftCore
import SiftTestSupport
import XCTest

/// `sift-demo` run as a process, as scripts use it.
final class ScriptedModeTests: XCTestCase {
  func test_aQueryWithATypo_findsTheBrand_andPrintsFacetCounts() throws {
    let output = try DemoProcess.run([
      "--query", "samsng tv", "--facet", "brand", "--hits-per-page", "3",
    ])
    XCTAssertEqual(output.status, 0, output.stderr)
    let lines = output.stdout.split(separator: "\n")
    XCTAssertTrue(lines.first?.hasPrefix("\"samsng tv\": ") ?? false, output.stdout)
    XCTAssertEqual(
      lines.filter { $0.hasPrefix("  1.") || $0.hasPrefix("  2.") || $0.hasPrefix("  3.") }.count, 3
    )
    XCTAssertTrue(lines.dropFirst().prefix(3).allSatisfy { $0.contains("Samsung") }, output.stdout)
    XCTAssertTrue(output.stdout.contains("  brand: Samsung ("), output.stdout)
  }

  func test_filtersAndPages_narrowAndMoveThroughTheResults() throws {
    let first = try DemoProcess.run([
      "--query", "headphones", "--filter", "brand:Sony AND price < 200", "--hits-per-page", "4",
      "--json",
    ])
    XCTAssertEqual(first.status, 0, first.stderr)
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(first.stdout.utf8))
    XCTAssertGreaterThan(response.nbHits ?? 0, 4)
    for hit in response.hits {
      XCTAssertEqual(hit["brand"]?.stringValue, "Sony")
      XCTAssertLessThan(hit["price"]?.doubleValue ?? .infinity, 200)
    }
    let second = try DemoProcess.run([
      "--query", "headphones", "--filter", "brand:Sony AND price < 200", "--hits-per-page", "4",
      "--page", "2", "--json",
    ])
    let page2 = try JSONDecoder().decode(SearchResponse.self, from: Data(second.stdout.utf8))
    XCTAssertEqual(page2.page, 1)
    XCTAssertTrue(
      Set(page2.hits.compactMap { $0["objectID"]?.stringValue }).isDisjoint(
        with: response.hits.compactMap { $0["objectID"]?.stringValue }))
  }

  func test_savedIndex_answersAsTheCatalogItWasSavedFrom() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let query = [
      "--query", "samsng tv", "--facet", "brand", "--sort", "products_price_asc", "--json",
    ]
    let built = try DemoProcess.run(query + ["--save-index", directory.path])
    XCTAssertEqual(built.status, 0, built.stderr)
    let opened = try DemoProcess.run(query + ["--index", directory.path])
    XCTAssertEqual(opened.status, 0, opened.stderr)
    var expected = try JSONDecoder().decode(SearchResponse.self, from: Data(built.stdout.utf8))
    var actual = try JSONDecoder().decode(SearchResponse.self, from: Data(opened.stdout.utf8))
    expected.processingTimeMS = nil
    actual.processingTimeMS = nil
    XCTAssertEqual(actual, expected)
    XCTAssertGreaterThan(actual.nbHits ?? 0, 0)

    let missing = try DemoProcess.run(["--query", "tv", "--index", directory.path + "-nothing"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.stderr.contains("holds no saved index"), missing.stderr)
  }

  func test_sortByAReplica_ordersByPrice() throws {
    let output = try DemoProcess.run([
      "--query", "laptop", "--sort", "products_price_asc", "--json",
    ])
    XCTAssertEqual(output.status, 0, output.stderr)
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(output.stdout.utf8))
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    XCTAssertFalse(prices.isEmpty)
    XCTAssertEqual(prices, prices.sorted())
  }

  func test_linesOnStdin_areEachAQuery() throws {
    let output = try DemoProcess.run(["--hits-per-page", "1"], input: "tv\nblender\n")
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(output.stdout.contains("\"tv\": "), output.stdout)
    XCTAssertTrue(output.stdout.contains("\"blender\": "), output.stdout)
  }

  func test_badInput_getsAClearErrorAndAnExitStatus() throws {
    let unknown = try DemoProcess.run(["--frobnicate"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.contains("unknown option '--frobnicate'"), unknown.stderr)

    let missing = try DemoProcess.run(["--data", "/nonexistent/records.json", "--query", "x"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(
      missing.stderr.contains("no such file: /nonexistent/records.json"), missing.stderr)

    let malformed = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-bad-\(UUID()).json")
    try Data("[{\"objectID\": \"1\",]".utf8).write(to: malformed)
    defer { try? FileManager.default.removeItem(at: malformed) }
    let bad = try DemoProcess.run(["--data", malformed.path, "--query", "x"])
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.stderr.hasPrefix("sift-demo: bad data file \(malformed.path): "), bad.stderr)

    let badFilter = try DemoProcess.run(["--query", "tv", "--filter", "brand:Sony AND (price < 3"])
    XCTAssertEqual(badFilter.status, 1)
    XCTAssertFalse(badFilter.stderr.isEmpty)
  }

  func test_settingsNamingAttributesNoRecordHas_areWarnedOfOnStandardError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-mismatch-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let records = directory.appendingPathComponent("actors.json")
    let settings = directory.appendingPathComponent("settings.json")
    try Data(#"[{"objectID": "1", "name": "Tom Hanks"}]"#.utf8).write(to: records)
    try Data(#"{"searchableAttributes": ["title", "name"]}"#.utf8).write(to: settings)

    let output = try DemoProcess.run([
      "--data", records.path, "--settings", settings.path, "--query", "tom",
    ])

    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(
      output.stderr.contains("warning: the settings name attributes no record has: title"),
      output.stderr)
    XCTAssertFalse(output.stderr.contains("name,"), output.stderr)
    XCTAssertTrue(output.stdout.contains("\"tom\": 1 result"), output.stdout)
  }

  func test_linesOnStdin_areAnsweredOneByOne_whenStdoutIsAPipe() throws {
    let demo = try RunningDemo(["--hits-per-page", "1"])
    try demo.send(line: "tv")
    XCTAssertTrue(
      demo.waitForOutput(containing: "\"tv\": "), "the first answer comes before the next line")
    try demo.send(line: "blender")
    XCTAssertTrue(demo.waitForOutput(containing: "\"blender\": "), demo.stdout)
    XCTAssertEqual(try demo.finish(), 0)
  }

  func test_controlBytesOfTheQuery_areEscapedInTheOutput() throws {
    let output = try DemoProcess.run(["--query", "tv\u{1B}]0;owned\u{07}\u{1B}[2J"])
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertFalse(output.stdout.contains("\u{1B}"), "no escape reaches the terminal")
    XCTAssertFalse(output.stdout.contains("\u{07}"), "no bell either")
    XCTAssertTrue(output.stdout.hasPrefix(#""tv\u{1B}]0;owned\u{7}\u{1B}[2J": "#), output.stdout)
  }

  func test_aDirectoryAsData_isNamedAsOne() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-dir-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try DemoProcess.run(["--data", directory.path, "--query", "x"])
    XCTAssertEqual(output.status, 1)
    XCTAssertEqual(
      output.stderr,
      "sift-demo: \(directory.path) is a directory; the data file must be a JSON file\n")
  }

  func test_aBadSettingsFile_isReportedAsTheSettingsFile() throws {
    let folder = FileManager.default.temporaryDirectory
    let records = folder.appendingPathComponent("sift-demo-records-\(UUID()).json")
    let malformed = folder.appendingPathComponent("sift-demo-settings-\(UUID()).json")
    let wrongType = folder.appendingPathComponent("sift-demo-settings-\(UUID()).json")
    try Data(#"[{"objectID": "1", "name": "Echo"}]"#.utf8).write(to: records)
    try Data(#"{"searchableAttributes": ["name"],"#.utf8).write(to: malformed)
    try Data(#"{"searchableAttributes": 3}"#.utf8).write(to: wrongType)
    defer {
      for file in [records, malformed, wrongType] { try? FileManager.default.removeItem(at: file) }
    }
    for settings in [malformed, wrongType] {
      let output = try DemoProcess.run([
        "--data", records.path, "--settings", settings.path, "--query", "echo",
      ])
      XCTAssertEqual(output.status, 1)
      XCTAssertTrue(
        output.stderr.hasPrefix("sift-demo: bad settings file \(settings.path): "), output.stderr)
      XCTAssertFalse(output.stderr.contains(records.lastPathComponent), output.stderr)
    }
  }

  func test_aFilterNestedThousandsDeep_isATypedError() throws {
    let filter =
      String(repeating: "(", count: 5_000) + "brand:Sony" + String(repeating: ")", count: 5_000)
    let output = try DemoProcess.run(["--query", "tv", "--filter", filter])
    XCTAssertEqual(output.status, 1)
    XCTAssertTrue(output.stderr.contains("nested too deeply at offset 100"), output.stderr)
  }

  func test_anAlgoliaDataset_loadsWithItsSettings() throws {
    let tedtalks = try SharedData.dataset("tedtalks")
    let output = try DemoProcess.run([
      "--data", tedtalks.appendingPathComponent("talks.json").path,
      "--settings", tedtalks.appendingPathComponent("talks_settings.json").path,
      "--query", "climat chang", "--hits-per-page", "3",
    ])
    XCTAssertEqual(output.status, 0, output.stderr)
    XCTAssertTrue(output.stdout.lowercased().contains("climate"), output.stdout)
  }

  func test_around_listsTheNearestAirportsFirst_withTheirDistance() throws {
    let airports = try SharedData.dataset("airports").appendingPathComponent("airports.json")
    let text = try DemoProcess.run([
      "--data", airports.path, "--query", "", "--around", "48.8566,2.3522", "--radius", "100000",
      "--hits-per-page", "5",
    ])
    XCTAssertEqual(text.status, 0, text.stderr)
    let rows = text.stdout.split(separator: "\n").dropFirst()
    XCTAssertEqual(rows.count, 3, text.stdout)  // Orly, Charles de Gaulle and Beauvais
    XCTAssertTrue(rows.first?.hasSuffix("  ·  14.6 km") ?? false, text.stdout)
    XCTAssertTrue(rows.last?.hasSuffix("  ·  68.7 km") ?? false, text.stdout)

    let json = try DemoProcess.run([
      "--data", airports.path, "--query", "", "--around", "48.8566,2.3522", "--radius", "100000",
      "--json",
    ])
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(json.stdout.utf8))
    XCTAssertEqual(
      response.hits.compactMap { $0["iata_code"]?.stringValue }, ["ORY", "CDG", "BVA"])
    let distances = try response.hits(as: JSON.self).compactMap(\.geoDistance)
    XCTAssertEqual(distances.map { Int($0 / 100) }, [146, 225, 687])
  }
}
