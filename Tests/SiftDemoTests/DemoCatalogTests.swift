import Foundation
import Sift
import SiftTestSupport
import SiftTesting
import XCTest

@testable import sift_demo

/// Datasets as the demo shows them: with or without settings, with replicas, with settings
/// that do not match the records.
@MainActor
final class DemoCatalogTests: XCTestCase {
  /// tedtalks with its settings and the replicas' settings beside them, as the demo loads it:
  /// loaded once for the tests that only read it (building it and its twelve replicas is most
  /// of their time, and several times that under a sanitizer).
  private static var tedtalksCatalog: DemoCatalog?

  private func tedtalks() throws -> DemoCatalog {
    if let catalog = Self.tedtalksCatalog { return catalog }
    let tedtalks = try SharedData.dataset("tedtalks")
    let catalog = try DemoCatalog.load(
      dataFile: tedtalks.appendingPathComponent("talks.json").path,
      settingsFile: tedtalks.appendingPathComponent("talks_settings.json").path)
    Self.tedtalksCatalog = catalog
    return catalog
  }

  private func render(
    _ catalog: DemoCatalog, rows: Int = 30, columns: Int = 120,
    options: DemoApp.Options = DemoApp.Options()
  ) async -> (DemoApp, Screen) {
    let app = DemoApp(
      catalog: catalog, size: (rows: rows, columns: columns), options: options,
      clock: ManualClock())
    app.start()
    await app.searcher.settled()
    return (app, DemoRenderer.render(app))
  }

  private func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-catalog-\(UUID()).json")
    try Data(text.utf8).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  func test_recordsWithoutSettings_getATitleASnippetAndProposedFacets_andSaySo() async throws {
    let kinds = ["tent", "stove", "lamp"]
    let records = (0..<60).map { index in
      """
      {"objectID": "\(index)", "id": \(1000 + index), "name": "Item \(index)",
       "kind": "\(kinds[index % 3])", "in_stock": \(index % 2 == 0),
       "description": "A long description of item \(index), written to be well over sixty characters long.",
       "weight": \(index * 7)}
      """
    }
    let file = try temporaryFile("[" + records.joined(separator: ",") + "]")
    let catalog = try DemoCatalog.load(dataFile: file.path, settingsFile: nil)
    XCTAssertEqual(catalog.formatter.titleAttribute, "name")
    XCTAssertEqual(catalog.formatter.snippetAttribute, "description")
    XCTAssertEqual(catalog.facetAttributes, ["kind", "in_stock"])
    XCTAssertEqual(catalog.rangeAttribute, "weight", "id is an identifier, not a range")
    let (_, screen) = await render(catalog)
    let text = screen.plainText
    XCTAssertTrue(text.contains("facets proposed from the data (kind, in_stock)"), text)
    XCTAssertTrue(text.contains("│ Item 0"), "titles, not objectIDs: \(text)")
    XCTAssertTrue(text.contains("A long description of item 0"), text)
    XCTAssertTrue(text.contains("[ ] tent"), text)
    XCTAssertTrue(text.contains("[ ] yes"), "booleans read yes / no: \(text)")
    XCTAssertTrue(text.contains("In stock"), "facet titles are words: \(text)")
  }

  func test_dateAttributes_readAsDates_evenWithADateBefore1973() throws {
    // Seconds since 1970 are below 10⁸ until March 1973: tedtalks' oldest talk is from 1972.
    let dates = [74_646_000, 1_466_978_400, 1_479_164_400, 1_170_000_000]
    let records = dates.enumerated().map { index, date in
      #"{"objectID": "\#(index)", "name": "Talk \#(index)", "date": \#(date), "year_count": \#(index)}"#
    }
    let file = try temporaryFile("[" + records.joined(separator: ",") + "]")
    let catalog = try DemoCatalog.load(dataFile: file.path, settingsFile: nil)
    XCTAssertEqual(catalog.formatter.values.dateAttributes, ["date"])
    XCTAssertEqual(catalog.formatter.values.facetValue("74646000", attribute: "date"), "1972-05-13")
  }

  func test_settingsNamingAttributesNoRecordHas_showAWarning() async throws {
    let movies = try SharedData.dataset("movies")
    let catalog = try DemoCatalog.load(
      dataFile: movies.appendingPathComponent("actors.json").path,
      settingsFile: movies.appendingPathComponent("settings.json").path)
    let (_, screen) = await render(catalog)
    let warning = try XCTUnwrap(screen.rows.first { $0.contains("⚠") }, screen.plainText)
    XCTAssertTrue(ANSI.strip(warning).contains("no record has: title, actors, year"), warning)
    XCTAssertTrue(screen.plainText.contains("│ Catherine Missal"), screen.plainText)
  }

  func test_replicaSettingsBesideThePrimarys_changeTheOrder() async throws {
    let catalog = try tedtalks()
    XCTAssertEqual(catalog.sortChoices.count, 13)
    XCTAssertEqual(catalog.sortChoices[1].indexName, "talks_date_asc")
    XCTAssertEqual(catalog.sortChoices[1].label, "Date ↑")
    XCTAssertEqual(catalog.rangeAttribute, "date")
    var options = DemoApp.Options()
    options.sortIndex = "talks_date_asc"
    let (app, screen) = await render(catalog, options: options)
    let dates = app.hits.hits.compactMap { $0?["date"]?.doubleValue }
    XCTAssertGreaterThan(dates.count, 3)
    XCTAssertEqual(dates, dates.sorted(), "oldest first")
    XCTAssertTrue(screen.rows[0].contains("sort: Date ↑"), screen.rows[0])
    XCTAssertTrue(screen.plainText.contains("from ‹ 1972-05-13 ›"), screen.plainText)
    _ = app.handle(.control("s"))
    await app.searcher.settled()
    let views = app.hits.hits.compactMap { $0?["viewed_count"]?.doubleValue }
    XCTAssertEqual(views, views.sorted(by: >), "the next sort, most viewed first")
  }

  func test_aReplicaGivenOnTheCommandLine_overridesTheOneBesideThePrimary() async throws {
    let tedtalks = try SharedData.dataset("tedtalks")
    let settings = tedtalks.appendingPathComponent("talks_settings.json").path
    let catalog = try DemoCatalog.load(
      dataFile: tedtalks.appendingPathComponent("talks.json").path, settingsFile: settings,
      replicaFiles: [
        "talks_date_asc": tedtalks.appendingPathComponent("talks_viewed_count_desc_settings.json")
          .path
      ])
    let response = try await catalog.service.search(
      [IndexedQuery(indexName: "talks_date_asc", query: SearchQuery(hitsPerPage: 5))])
    let views = response.first?.hits.compactMap { $0["viewed_count"]?.doubleValue } ?? []
    XCTAssertEqual(views, views.sorted(by: >))
    XCTAssertThrowsError(
      try DemoCatalog.load(
        dataFile: tedtalks.appendingPathComponent("talks.json").path, settingsFile: settings,
        replicaFiles: ["talks_nope": settings])
    ) { XCTAssertTrue("\($0)".contains("no such replica"), "\($0)") }
  }

  func test_everyDatasetInTheSharedFolder_showsTitlesAndFacets() async throws {
    let datasets = try SharedData.directory().appendingPathComponent("datasets")
    for (data, settings) in [
      ("airports/airports.json", nil), ("recipes/recipes.json", nil),
      ("concerts/alternative_rock_artists.json", nil),
      ("ecommerce/instant_search_demo_query_suggestions.json", nil),
      ("tedtalks/talks.json", "tedtalks/talks_settings.json"),
    ] as [(String, String?)] {
      let catalog =
        data == "tedtalks/talks.json"
        ? try tedtalks()
        : try DemoCatalog.load(
          dataFile: datasets.appendingPathComponent(data).path,
          settingsFile: settings.map { datasets.appendingPathComponent($0).path })
      XCTAssertNotEqual(catalog.formatter.titleAttribute, "objectID", data)
      XCTAssertTrue(
        !catalog.facetAttributes.isEmpty || catalog.rangeAttribute != nil
          || !catalog.notes.isEmpty, data)
    }
  }
}
