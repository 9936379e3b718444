import SiftCore

/// The command line of `sift-demo`.
struct DemoArguments: Equatable {
  /// Scripted mode: the query to run, then exit.
  var query: String?
  /// A filter expression in Algolia's syntax.
  var filters: String?
  /// Attributes whose facet counts to print.
  var facets: [String] = []
  /// The page to print, 1-based.
  var page = 1
  /// The index (or replica) to search.
  var sortIndex: String?
  /// Print the raw response as JSON.
  var json = false
  /// A JSON file of records to search instead of the sample catalog.
  var dataFile: String?
  /// A JSON file of Algolia index settings for `dataFile`.
  var settingsFile: String?
  /// A directory to save what the demo loaded to (`--save-index`).
  var saveDirectory: String?
  /// A saved index's directory to search instead of loading records (`--index`).
  var indexDirectory: String?
  /// Settings files of replicas, by replica name (`--replica NAME=FILE`).
  var replicaFiles: [String: String] = [:]
  /// Hits per page; when nil, 10 in scripted mode and as many as fit in the terminal.
  var hitsPerPage: Int?
  /// Search around this point, nearest first, and print each hit's distance.
  var around: GeoLocation?
  /// The radius of `around`, in meters; the engine's choice when nil.
  var radius: Int?
  /// A Typesense server's URL to search instead of the embedded engine (`--typesense`).
  var typesenseURL: String?
  /// The Typesense API key (`--api-key`); never printed.
  var apiKey: String?
  /// The Typesense collection to search (`--collection`).
  var collection: String?
  /// A dataset to load into the collection first (`--load-dataset PATH|catalog`).
  var loadDataset: String?
  /// Sort-by choices on Typesense: index names and their `sort_by` (`--sort-by NAME=SORT_BY`).
  var typesenseSorts: [String: String] = [:]
  /// Print the usage and exit.
  var help = false

  static let usage = """
    usage: sift-demo                          interactive instant search (in a terminal)
           sift-demo --query TEXT [options]   print the results of one query
           … | sift-demo [options]            print the results of each line read

    options:
      --query TEXT        the query to run
      --filter EXPR       filters in Algolia's syntax, e.g. 'brand:Sony AND price < 500'
      --facet ATTR        print the facet counts of ATTR (repeatable)
      --page N            the page to print, from 1 (default 1)
      --hits-per-page N   hits per page (default 10; in a terminal, as many as fit)
      --sort INDEX        search a replica, e.g. products_price_asc
      --around LAT,LNG    nearest first, with each hit's distance (records with _geoloc)
      --radius METERS     how far --around looks
      --json              print the raw response as JSON
      --data FILE         search this JSON array of records instead of the sample catalog
      --settings FILE     Algolia index settings for --data; its replicas' settings files
                          are read from beside it (REPLICA_settings.json, as Algolia names them)
      --replica NAME=FILE the settings file of the replica NAME (repeatable)
      --save-index DIR    save what was loaded (with its replicas) to DIR
      --index DIR         search the index saved in DIR (opens at once, nothing rebuilt)
      --typesense URL     search a Typesense server instead, e.g. http://localhost:8108
      --api-key KEY       the Typesense API key (never printed)
      --collection NAME   the Typesense collection to search
      --load-dataset PATH|catalog
                          first create the collection from a JSON file of records (with
                          --settings and its replicas' files beside it) or the sample catalog
      --sort-by NAME=SORT_BY
                          a Typesense sort choice, e.g. products_price_asc=price:asc (repeatable)
      --help              show this help

    In a terminal, every option but --query and --json applies to the interactive search:
    Tab moves between the search box, facets, hits and current filters; ↑↓ move; Space
    toggles; ←→ move a range's bounds; Enter shows a hit in full; Ctrl-S sorts; PgUp/PgDn
    page; Ctrl-R clears the filters; Esc goes back, and quits from the search box.
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(DemoArgumentError) -> DemoArguments {
    var parsed = DemoArguments()
    var remaining = arguments[...]
    func value(for option: String) throws(DemoArgumentError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw .missingValue(option: option)
      }
      return value
    }
    func positive(_ text: String, for option: String) throws(DemoArgumentError) -> Int {
      guard let number = Int(text), number > 0 else {
        throw .invalidValue(option: option, value: text, expected: "a whole number from 1")
      }
      return number
    }
    func location(_ text: String, for option: String) throws(DemoArgumentError) -> GeoLocation {
      let parts = text.split(separator: ",").compactMap { Double($0) }
      let point = parts.count == 2 ? GeoLocation(lat: parts[0], lng: parts[1]) : nil
      guard let point, (try? GeoArea.around(point, radius: nil).validate()) != nil else {
        throw .invalidValue(
          option: option, value: text, expected: "LAT,LNG within -90…90 and -180…180")
      }
      return point
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--query": parsed.query = try value(for: argument)
      case "--filter", "--filters": parsed.filters = try value(for: argument)
      case "--facet": parsed.facets.append(try value(for: argument))
      case "--page": parsed.page = try positive(try value(for: argument), for: argument)
      case "--hits-per-page":
        parsed.hitsPerPage = try positive(try value(for: argument), for: argument)
      case "--sort": parsed.sortIndex = try value(for: argument)
      case "--around": parsed.around = try location(try value(for: argument), for: argument)
      case "--radius": parsed.radius = try positive(try value(for: argument), for: argument)
      case "--json": parsed.json = true
      case "--data": parsed.dataFile = try value(for: argument)
      case "--settings": parsed.settingsFile = try value(for: argument)
      case "--replica":
        let text = try value(for: argument)
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw .invalidValue(option: argument, value: text, expected: "NAME=FILE")
        }
        parsed.replicaFiles[parts[0]] = parts[1]
      case "--save-index": parsed.saveDirectory = try value(for: argument)
      case "--index": parsed.indexDirectory = try value(for: argument)
      case "--typesense": parsed.typesenseURL = try value(for: argument)
      case "--api-key": parsed.apiKey = try value(for: argument)
      case "--collection": parsed.collection = try value(for: argument)
      case "--load-dataset": parsed.loadDataset = try value(for: argument)
      case "--sort-by":
        let text = try value(for: argument)
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw .invalidValue(option: argument, value: text, expected: "NAME=SORT_BY")
        }
        parsed.typesenseSorts[parts[0]] = parts[1]
      case "--help", "-h": parsed.help = true
      default: throw .unknownOption(argument)
      }
    }
    if let radius = parsed.radius, parsed.around == nil {
      throw .invalidValue(option: "--radius", value: "\(radius)", expected: "--around with it")
    }
    if parsed.settingsFile == nil, !parsed.replicaFiles.isEmpty {
      throw .invalidValue(
        option: "--replica", value: parsed.replicaFiles.keys.sorted().joined(separator: ", "),
        expected: "--settings with it")
    }
    try parsed.checkTypesense()
    if parsed.settingsFile != nil, parsed.dataFile == nil,
      parsed.loadDataset == nil || parsed.loadDataset == "catalog"
    {
      throw .settingsWithoutData
    }
    if parsed.indexDirectory != nil, parsed.dataFile != nil {
      throw .conflictingOptions("--index", "--data")
    }
    return parsed
  }
}

extension DemoArguments {
  /// Checks that the Typesense options come together and without the embedded engine's.
  fileprivate func checkTypesense() throws(DemoArgumentError) {
    guard typesenseURL != nil else {
      for (option, given) in [
        ("--api-key", apiKey != nil), ("--collection", collection != nil),
        ("--load-dataset", loadDataset != nil), ("--sort-by", !typesenseSorts.isEmpty),
      ] where given {
        throw .typesenseOptionAlone(option)
      }
      return
    }
    if apiKey == nil { throw .missingOption("--api-key", with: "--typesense") }
    if collection == nil { throw .missingOption("--collection", with: "--typesense") }
    for (option, given) in [
      ("--data", dataFile != nil), ("--index", indexDirectory != nil),
      ("--save-index", saveDirectory != nil),
    ] where given {
      throw .conflictingOptions("--typesense", option)
    }
  }
}
