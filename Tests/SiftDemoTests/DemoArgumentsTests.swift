import XCTest

@testable import sift_demo

final class DemoArgumentsTests: XCTestCase {
  func test_parse_readsEveryOption() throws {
    let arguments = try DemoArguments.parse([
      "--query", "tv", "--filter", "brand:Sony", "--facet", "brand", "--facet", "type",
      "--page", "2", "--hits-per-page", "5", "--sort", "products_price_asc", "--json",
    ])
    XCTAssertEqual(arguments.query, "tv")
    XCTAssertEqual(arguments.filters, "brand:Sony")
    XCTAssertEqual(arguments.facets, ["brand", "type"])
    XCTAssertEqual(arguments.page, 2)
    XCTAssertEqual(arguments.hitsPerPage, 5)
    XCTAssertEqual(arguments.sortIndex, "products_price_asc")
    XCTAssertTrue(arguments.json)
    let saving = try DemoArguments.parse(["--save-index", "out", "--index", "in"])
    XCTAssertEqual(saving.saveDirectory, "out")
    XCTAssertEqual(saving.indexDirectory, "in")
  }

  func test_badArguments_areTypedErrors() {
    XCTAssertThrowsError(try DemoArguments.parse(["--bogus"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .unknownOption("--bogus"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--query"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .missingValue(option: "--query"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--page", "0"])) {
      XCTAssertEqual(
        $0 as? DemoArgumentError,
        .invalidValue(option: "--page", value: "0", expected: "a whole number from 1"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--settings", "s.json"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .settingsWithoutData)
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--index", "dir", "--data", "d.json"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .conflictingOptions("--index", "--data"))
    }
  }

  func test_around_readsAPointAndItsRadius_andRefusesPointsNotOnEarth() throws {
    let arguments = try DemoArguments.parse(["--around", "-33.96,18.6", "--radius", "50000"])
    XCTAssertEqual(arguments.around?.lat, -33.96)
    XCTAssertEqual(arguments.around?.lng, 18.6)
    XCTAssertEqual(arguments.radius, 50_000)
    for bad in ["91,0", "48.8", "north,east", "1,2,3"] {
      XCTAssertThrowsError(try DemoArguments.parse(["--around", bad])) {
        XCTAssertEqual(
          $0 as? DemoArgumentError,
          .invalidValue(
            option: "--around", value: bad, expected: "LAT,LNG within -90…90 and -180…180"))
      }
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--radius", "100"])) {
      XCTAssertEqual(
        $0 as? DemoArgumentError,
        .invalidValue(option: "--radius", value: "100", expected: "--around with it"))
    }
  }

  func test_replica_readsNameEqualsFile_andNeedsSettings() throws {
    let arguments = try DemoArguments.parse([
      "--data", "talks.json", "--settings", "talks_settings.json", "--replica",
      "talks_date_asc=dates.json", "--replica", "talks_views=views=1.json",
    ])
    XCTAssertEqual(
      arguments.replicaFiles, ["talks_date_asc": "dates.json", "talks_views": "views=1.json"])
    XCTAssertThrowsError(try DemoArguments.parse(["--replica", "nofile"])) {
      XCTAssertEqual(
        $0 as? DemoArgumentError,
        .invalidValue(option: "--replica", value: "nofile", expected: "NAME=FILE"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--data", "d.json", "--replica", "a=b.json"])) {
      XCTAssertEqual(
        $0 as? DemoArgumentError,
        .invalidValue(option: "--replica", value: "a", expected: "--settings with it"))
    }
  }

  func test_parse_readsTheTypesenseOptions() throws {
    let arguments = try DemoArguments.parse([
      "--typesense", "http://localhost:8108", "--api-key", "secret", "--collection", "products",
      "--load-dataset", "books.json", "--settings", "books_settings.json", "--sort-by",
      "products_price_asc=price:asc",
    ])
    XCTAssertEqual(arguments.typesenseURL, "http://localhost:8108")
    XCTAssertEqual(arguments.apiKey, "secret")
    XCTAssertEqual(arguments.collection, "products")
    XCTAssertEqual(arguments.loadDataset, "books.json")
    XCTAssertEqual(arguments.settingsFile, "books_settings.json")
    XCTAssertEqual(arguments.typesenseSorts, ["products_price_asc": "price:asc"])
  }

  func test_typesenseOptions_thatDoNotGoTogether_areTypedErrors_withoutTheKey() {
    let server = ["--typesense", "http://localhost:8108"]
    XCTAssertThrowsError(try DemoArguments.parse(server + ["--collection", "c"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .missingOption("--api-key", with: "--typesense"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(server + ["--api-key", "k3y"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .missingOption("--collection", with: "--typesense"))
      XCTAssertFalse("\($0)".contains("k3y"))
    }
    XCTAssertThrowsError(
      try DemoArguments.parse(
        server + ["--api-key", "k", "--collection", "c", "--data", "d.json"])
    ) {
      XCTAssertEqual($0 as? DemoArgumentError, .conflictingOptions("--typesense", "--data"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--collection", "c"])) {
      XCTAssertEqual($0 as? DemoArgumentError, .typesenseOptionAlone("--collection"))
    }
    XCTAssertThrowsError(try DemoArguments.parse(["--sort-by", "price"])) {
      XCTAssertEqual(
        $0 as? DemoArgumentError,
        .invalidValue(option: "--sort-by", value: "price", expected: "NAME=SORT_BY"))
    }
  }
}
