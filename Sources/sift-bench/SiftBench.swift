import Foundation
import Sift

/// `sift-bench`: measures the embedded engine on a synthetic e-commerce corpus and writes the
/// corpus and queries so that `Benchmarks/peers.py` can run the same workload on SQLite FTS5 and
/// tantivy. Build it in release: `swift build -c release --product sift-bench`.
@main
struct SiftBench {
  struct Options {
    var sizes = [100_000]
    var queryCount = 2_000
    var output = URL(fileURLWithPath: "bench-results")
    var keystrokeQueries = 300
    var slowest = 0
    var repeats = 1
    var onlyQueries: [String] = []
    /// `names` (the synthetic short-names corpus), `long` (generated long text), or the path of
    /// a long-text records file (`Benchmarks/debian_corpus.py` writes Debian's catalogue).
    var corpus = "names"
    /// With `--page-costs MB[,PAUSE]`: only measure what writing that much fresh memory costs,
    /// pausing PAUSE seconds between rounds.
    var pageCosts: (megabytes: Int, pause: Int)?
    /// With `--typesense URL`: only measure the widget stack over that Typesense server, on the
    /// corpus and queries an earlier run wrote to `output`.
    var typesenseURL: String?
    /// With `--open-saved DIR --queries-file FILE [--facets A,B] [--first-write]`: only open the
    /// index saved in DIR in this process and search FILE's queries (then write a record), and
    /// print ``FreshOpen`` as JSON (what a run starts a process for).
    var openSaved: URL?
    var queriesFile: URL?
    var facets: [String] = []
    var firstWrite = false
    /// With `--profile-searches FILE|- --queries-file Q [--saved DIR] [--searches N]
    /// [--default-request | --part NAME | --parts]`: only the searches, for a profiler
    /// (``ProfiledSearches``), or the default request's parts timed
    /// (``ProfiledSearches/timeParts(of:bare:queries:)``).
    var profileSearches: String?
    var savedDirectory: URL?
    var searchCount = 2_000
    var defaultRequest = false
    /// With `--part NAME`: the bare search with one part of the default request added (or
    /// `all` of them).
    var part: String?
    var parts = false

    static let usage = """
      usage: sift-bench [--corpus names|long|FILE] [--records N[,N…]] [--queries N]
                        [--keystroke-queries N] [--slowest N] [--repeat N] [--query TEXT]…
                        [--out DIR] [--smoke]
             sift-bench --page-costs MB[,PAUSE]
             sift-bench --typesense URL [--records N[,N…]] [--keystroke-queries N] [--out DIR]
             sift-bench --open-saved DIR --queries-file FILE [--facets A,B,…] [--first-write]
             sift-bench --profile-searches FILE|- --queries-file FILE [--saved DIR]
                        [--searches N] [--default-request | --part NAME | --parts]
        --corpus      names: synthetic product names (default); long: generated long text
                      (name, summary, description); FILE: a long-text records file, such as
                      Debian's catalogue from Benchmarks/debian_corpus.py (copied to reach N)
        --records     corpus sizes (default 100000; the full run is 100000,1000000)
        --queries     search-as-you-type queries per size (default 2000)
        --out         where the corpus, the queries and the report go (default bench-results)
        --slowest     also print each configuration's N slowest queries (default 0)
        --repeat      time each query, each build and each ingest N times and keep the fastest
                      run (default 1: for A/B comparisons on a busy machine, not for reported
                      figures)
        --query       time this query instead of the generated set (repeatable)
        --smoke       a tiny run (2,000 records, 200 queries) that checks the tool works
        --page-costs  only time writing MB of fresh memory on 4 KiB pages, on 4 KiB pages made
                      resident first, and on huge pages (5 rounds, PAUSE seconds apart: 5 unless
                      given)
        --typesense   only time keystroke → hits controller over the Typesense server at URL
                      (API key in $SIFT_BENCH_TYPESENSE_KEY), on the corpus and queries a run
                      of the same sizes wrote to --out; writes typesense-keystroke-N.json
        --open-saved  only open the index saved in DIR (read-only) and search the queries of
                      FILE (a JSON array of strings) with the default request and these facets,
                      and print the open's time, the first search's and the process's memory
                      (/proc/self/smaps_rollup) as JSON: what a run measures in a new process;
                      with --first-write, open it to write, then time a write of one record
                      and the memory it adds
        --profile-searches  only build an index from a long-text records FILE (or open the
                      one saved in DIR, with -) and search the first N queries (default 2000)
                      of the queries file, with the bare request or the default one: for
                      valgrind --tool=callgrind (subtract a run with --searches 0); with
                      --part facets|highlighting|whole-hits|all, the bare request with that
                      part of the default request added (all: every part, the default
                      request of the long-text table); with --parts, time instead the bare
                      search with each part of the default request added alone (facets,
                      highlighting, whole hits), and all of them (each query the fastest of
                      3, the parts in a random order)
      """

    static func parse(_ arguments: [String]) throws -> Options {
      var options = Options()
      var remaining = arguments[...]
      func value(_ option: String) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
      }
      while let argument = remaining.popFirst() {
        switch argument {
        case "--records":
          options.sizes = try value(argument).split(separator: ",").map {
            guard let size = Int($0), size > 0 else { throw UsageError("bad size '\($0)'") }
            return size
          }
        case "--queries":
          guard let count = Int(try value(argument)), count > 0 else {
            throw UsageError("bad --queries")
          }
          options.queryCount = count
        case "--keystroke-queries":
          guard let count = Int(try value(argument)), count >= 0 else {
            throw UsageError("bad --keystroke-queries")
          }
          options.keystrokeQueries = count
        case "--slowest":
          guard let count = Int(try value(argument)), count >= 0 else {
            throw UsageError("bad --slowest")
          }
          options.slowest = count
        case "--repeat":
          guard let count = Int(try value(argument)), count > 0 else {
            throw UsageError("bad --repeat")
          }
          options.repeats = count
        case "--query": options.onlyQueries.append(try value(argument))
        case "--corpus": options.corpus = try value(argument)
        case "--out": options.output = URL(fileURLWithPath: try value(argument))
        case "--smoke":
          options.sizes = [2_000]
          options.queryCount = 200
          options.keystrokeQueries = 20
        case "--page-costs":
          let parts = try value(argument).split(separator: ",").map { Int($0) }
          guard let megabytes = parts.first ?? nil, megabytes > 0, parts.count <= 2,
            let pause = parts.count == 2 ? parts[1] : 5, pause >= 0
          else { throw UsageError("bad --page-costs") }
          options.pageCosts = (megabytes, pause)
        case "--typesense": options.typesenseURL = try value(argument)
        case "--open-saved": options.openSaved = URL(fileURLWithPath: try value(argument))
        case "--profile-searches": options.profileSearches = try value(argument)
        case "--saved": options.savedDirectory = URL(fileURLWithPath: try value(argument))
        case "--searches":
          guard let count = Int(try value(argument)), count >= 0 else {
            throw UsageError("bad --searches")
          }
          options.searchCount = count
        case "--default-request": options.defaultRequest = true
        case "--part": options.part = try value(argument)
        case "--parts": options.parts = true
        case "--first-write": options.firstWrite = true
        case "--queries-file": options.queriesFile = URL(fileURLWithPath: try value(argument))
        case "--facets":
          options.facets = try value(argument).split(separator: ",").map(String.init)
        case "--help", "-h":
          print(usage)
          exit(0)
        default: throw UsageError("unknown option '\(argument)'")
        }
      }
      return options
    }
  }

  struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  static func main() async {
    do {
      let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
      if let records = options.profileSearches {
        guard let queries = options.queriesFile else {
          throw UsageError("--profile-searches needs --queries-file")
        }
        if options.part != nil, options.defaultRequest || options.parts {
          throw UsageError("--part goes without --default-request and --parts")
        }
        try ProfiledSearches.run(
          records: records == "-" ? nil : URL(fileURLWithPath: records),
          saved: options.savedDirectory, queriesFile: queries, count: options.searchCount,
          defaultRequest: options.defaultRequest, part: options.part, parts: options.parts)
        return
      }
      if let directory = options.openSaved {
        guard let queries = options.queriesFile else {
          throw UsageError("--open-saved needs --queries-file")
        }
        let measured = try FreshOpen.measureHere(
          directory: directory, queriesFile: queries, facets: options.facets,
          write: options.firstWrite)
        FileHandle.standardOutput.write(try JSONEncoder().encode(measured))
        return
      }
      try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
      #if DEBUG
        print("note: a debug build; measure with `swift build -c release --product sift-bench`")
      #endif
      if let (megabytes, pause) = options.pageCosts {
        runPageCosts(megabytes: megabytes, rounds: 5, pause: pause)
        return
      }
      if let url = options.typesenseURL {
        for size in options.sizes {
          print(try await runTypesense(size: size, url: url, options: options))
        }
        return
      }
      for size in options.sizes {
        let report =
          options.corpus == "names"
          ? try await run(size: size, options: options)
          : try runLongText(size: size, options: options)
        print(table(report))
      }
    } catch {
      FileHandle.standardError.write(Data("sift-bench: \(error)\n".utf8))
      exit(1)
    }
  }

  static func run(size: Int, options: Options) async throws -> BenchmarkReport {
    let corpusFile = options.output.appendingPathComponent("corpus-\(size).json")
    let queriesFile = options.output.appendingPathComponent("queries-\(size).json")
    let queries = try {
      var corpus = SyntheticCorpus()
      let generated = corpus.records(count: size)
      let queries =
        options.onlyQueries.isEmpty
        ? QuerySet.make(from: generated, count: options.queryCount) : options.onlyQueries
      try JSON.array(generated).encodedData().write(to: corpusFile)
      try JSONEncoder().encode(queries).write(to: queriesFile)
      return queries
    }()
    ResidentMemory.releaseFreedMemory()

    // Resident growth from before the corpus is read to after the index is built and the
    // parsed records are dropped: the index structures, the stored records, and whatever the
    // allocator keeps of the parsed corpus. The engine's own count is reported beside it.
    let baseline = ResidentMemory.current()
    let clock = ContinuousClock()
    let settings = try LocalIndexSettings(json: SyntheticCorpus.settings)
    var buildTime = Duration.zero
    let index: LocalIndex = try {
      guard case .array(let records) = try JSON.parse(Data(contentsOf: corpusFile)) else {
        throw UsageError("the corpus is not an array")
      }
      let (index, duration) = try OneCore.run {
        let start = clock.now
        let index = try LocalIndex(name: "products", records: records, settings: settings)
        return (index, start.duration(to: clock.now))
      }
      buildTime = duration
      // The parsed corpus is freed after the clock stops, as the peers' is: freeing the
      // caller's input is not building the index.
      withExtendedLifetime(records) {}
      return index
    }()
    ResidentMemory.releaseFreedMemory()
    let afterBuild = ResidentMemory.current()
    let memory: Int? =
      if let baseline, let afterBuild { max(0, afterBuild - baseline) } else { nil }
    let plainBuildTime = try {
      guard case .array(let records) = try JSON.parse(Data(contentsOf: corpusFile)) else {
        throw UsageError("the corpus is not an array")
      }
      let plainSettings = try LocalIndexSettings(json: SyntheticCorpus.plainSettings)
      var fastest = Duration.zero
      try OneCore.run {
        for attempt in 0..<options.repeats {
          let start = clock.now
          let index = try LocalIndex(
            name: "products-plain", records: records, settings: plainSettings)
          let duration = start.duration(to: clock.now)
          withExtendedLifetime(index) {}
          if attempt == 0 || duration < fastest { fastest = duration }
          // The full build again (A/B runs only): after the first, from reused memory.
          if options.repeats > 1 {
            let start = clock.now
            let index = try LocalIndex(name: "products", records: records, settings: settings)
            buildTime = min(buildTime, start.duration(to: clock.now))
            withExtendedLifetime(index) {}
          }
        }
      }
      withExtendedLifetime(records) {}
      return fastest
    }()
    ResidentMemory.releaseFreedMemory()

    let full = SearchQuery(
      facets: ["brand", "category", "hierarchicalCategories.lvl0"], hitsPerPage: 20)
    var fullQuery = full
    fullQuery.attributesToHighlight = ["name"]
    var plain = SearchQuery(hitsPerPage: 20)
    plain.attributesToHighlight = []
    plain.attributesToRetrieve = ["objectID"]
    var exact = plain
    exact.typoTolerance = .disabled
    let configurations = [
      ("3 facets + 20 highlighted", fullQuery), ("like-for-like (typo on)", plain),
      ("no typo tolerance", exact),
    ]
    var rows = try configurations.map { name, base in
      try measure(
        "Sift, " + name, index: index, queries: queries, base: base, slowest: options.slowest,
        repeats: options.repeats)
    }
    let keystrokes = await keystrokeToScreen(
      index: index, queries: Array(queries.prefix(options.keystrokeQueries)))
    let footprint = index.memoryFootprint
    // Saved and opened again; the opened index searched with the same queries.
    var extra = SyntheticCorpus()
    let (persistence, savedRows) = try measureSaved(
      index, buildSeconds: buildTime.seconds, builtGrowth: memory, configurations: configurations,
      queries: queries, queriesFile: queriesFile,
      facets: ["brand", "category", "hierarchicalCategories.lvl0"],
      newRecords: extra.records(count: 100),
      directory: options.output.appendingPathComponent("saved-\(size)"))
    rows += savedRows
    var report = BenchmarkReport(
      engine: "Sift", records: size, queries: queries.count, buildSeconds: buildTime.seconds,
      plainBuildSeconds: plainBuildTime.seconds,
      indexMemoryBytes: memory, indexStructuresBytes: footprint.structures,
      dictionaryBytes: footprint.dictionary, postingsBytes: footprint.postings,
      columnsBytes: footprint.columns,
      storedRecordsBytes: footprint.records, rows: rows, keystrokeToScreen: keystrokes)
    report.persistence = persistence
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(report).write(to: options.output.appendingPathComponent("sift-\(size).json"))
    return report
  }

  /// Runs the first 200 queries to warm up, then every query timed, one at a time on this thread;
  /// prints the `slowest` slowest queries.
  static func measure(
    _ name: String, index: LocalIndex, queries: [String], base: SearchQuery, slowest: Int = 0,
    repeats: Int = 1
  ) throws -> BenchmarkReport.Row {
    let clock = ContinuousClock()
    for text in queries.prefix(200) {
      var query = base
      query.query = text
      _ = try index.search(query)
    }
    var samples: [Duration] = []
    samples.reserveCapacity(queries.count)
    var totalHits = 0
    for text in queries {
      var query = base
      query.query = text
      var fastest = Duration.seconds(3600)
      var response = SearchResponse()
      for _ in 0..<repeats {
        let start = clock.now
        response = try index.search(query)
        fastest = min(fastest, start.duration(to: clock.now))
      }
      samples.append(fastest)
      totalHits += response.nbHits ?? 0
    }
    if slowest > 0 {
      print("slowest queries, \(name):")
      for (text, sample) in zip(queries, samples).sorted(by: { $0.1 > $1.1 }).prefix(slowest) {
        print(String(format: "  %8.3f ms  ", sample.seconds * 1000) + "\"\(text)\"")
      }
    }
    return BenchmarkReport.Row(
      name: name, latency: Percentiles(samples),
      averageHits: Double(totalHits) / Double(max(queries.count, 1)))
  }

  /// From a keystroke in a search box to the hits controller's update, through the real widget
  /// stack: SearchBoxConnector (no debounce) → HitsSearcher → LocalSearchService → HitsConnector.
  @MainActor
  static func keystrokeToScreen(index: LocalIndex, queries: [String]) async -> Percentiles? {
    await keystrokeToScreen(
      service: LocalSearchService(indices: [index]), indexName: index.name, queries: queries)
  }

  /// The same path over any service: `SearchBoxConnector` (no debounce) → `HitsSearcher` →
  /// `service` → `HitsConnector`.
  @MainActor
  static func keystrokeToScreen(
    service: any SearchService, indexName: String, queries: [String]
  ) async -> Percentiles? {
    guard !queries.isEmpty else { return nil }
    let searcher = HitsSearcher(
      service: service, indexName: indexName, query: SearchQuery(hitsPerPage: 20))
    let field = HeadlessTextField()
    let searchBox = SearchBoxConnector(
      searcher: searcher, debounce: .zero, controller: TextFieldController(textField: field))
    let hits = HitsObservableController<JSON>()
    let hitsConnector = HitsConnector<JSON>(searcher: searcher, controller: hits)
    searchBox.connect()
    hitsConnector.connect()
    let clock = ContinuousClock()
    // The moment the controller has reloaded: stamped by a subscriber called right after the
    // controller's own (the loop resumes one scheduling hop later).
    let reloaded = Stamp()
    hitsConnector.interactor.onResultsUpdated.subscribe(with: reloaded) { reloaded, _ in
      reloaded.instant = clock.now
    }
    let updates = hitsConnector.interactor.onResultsUpdated.values
    var iterator = updates.makeAsyncIterator()
    var samples: [Duration] = []
    for query in queries {
      if !(field.text ?? "").isEmpty {
        field.clear()  // an edit: its search must land before the next query starts
        _ = await iterator.next()
      }
      for character in query {
        let start = clock.now
        field.insertText(String(character))
        _ = await iterator.next()
        samples.append(start.duration(to: reloaded.instant ?? clock.now))
      }
    }
    searchBox.disconnect()
    hitsConnector.disconnect()
    return Percentiles(samples)
  }

  /// A time stamp, set on the main actor.
  @MainActor
  final class Stamp {
    var instant: ContinuousClock.Instant?
  }

  /// The long-text workload's bare search: object ids only, nothing highlighted, no facets.
  static let bareSearch = "default ranking (typo on)"
  /// The long-text workload's default request (``LongTextCorpus/defaultRequest``): every
  /// searchable attribute highlighted, whole hits, 3 facets.
  static let defaultRequest = "default request"
  /// The prefix of the rows measured on the index after the journaled writes.
  static let written = "written: "
  /// The prefix of the opened index's rows measured beside them, not written to.
  static let unwritten = "unwritten: "

  static func table(_ report: BenchmarkReport) -> String {
    func ms(_ micros: Double) -> String { String(format: "%8.3f ms", micros / 1000) }
    func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    var lines = [
      "Sift at \(report.records) records, \(report.queries) queries (one thread)",
      "  build \(String(format: "%.2f", report.buildSeconds)) s ("
        + (report.plainBuildSeconds.map { String(format: "%.2f", $0) } ?? "n/a")
        + " s with only what the peers index); index structures "
        + "\(mb(report.indexStructuresBytes)), stored records \(mb(report.storedRecordsBytes)) "
        + "(engine's count: dictionary \(mb(report.dictionaryBytes)), postings "
        + "\(mb(report.postingsBytes)), columns \(mb(report.columnsBytes))); resident growth while "
        + "building "
        + (report.indexMemoryBytes.map(mb) ?? "n/a"),
      "  " + "configuration".padding(toLength: 36, withPad: " ", startingAt: 0)
        + "      p50         p90         p99     avg hits",
    ]
    for row in report.rows {
      lines.append(
        "  " + row.name.padding(toLength: 36, withPad: " ", startingAt: 0) + ms(row.latency.p50)
          + "  "
          + ms(row.latency.p90) + "  " + ms(row.latency.p99)
          + String(format: "  %9.1f", row.averageHits))
    }
    // The p50 and p99 of row `numerator` as multiples of row `denominator`'s.
    func ratio(_ label: String, _ numerator: String, _ denominator: String) {
      guard let top = report.rows.first(where: { $0.name == numerator }),
        let bottom = report.rows.first(where: { $0.name == denominator }),
        bottom.latency.p50 > 0, bottom.latency.p99 > 0
      else { return }
      lines.append(
        "  " + label.padding(toLength: 36, withPad: " ", startingAt: 0)
          + String(
            format: "%8.2f×     p99 %6.2f×", top.latency.p50 / bottom.latency.p50,
            top.latency.p99 / bottom.latency.p99))
    }
    // The default request's cost as a multiple of the bare search's, on the index built and on
    // the index opened: from the rows measured side by side (taking turns every few queries, so
    // that a busy spell of the machine weighs on both alike), each after every query ran once
    // on both indices (the first rows' bare search runs first, before any other, and would make
    // the ratio look smaller than it is).
    for prefix in ["built:  ", "opened: "] {
      ratio(prefix + "default request / bare", prefix + defaultRequest, prefix + bareSearch)
    }
    // What the journaled writes cost each search: the index written to against the opened
    // one, not written to, measured side by side.
    for (name, label) in [(bareSearch, "bare"), (defaultRequest, "default request")] {
      ratio("written / unwritten: " + label, written + name, unwritten + name)
    }
    if let ingest = report.ingest {
      let megabytes = Double(ingest.fileBytes) / 1e6
      let engine = report.indexStructuresBytes + report.storedRecordsBytes
      func ratio(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.2f×", Double($0) / Double(max(engine, 1))) } ?? "n/a"
      }
      let system = ingest.systemSeconds.map { String(format: ", of which system %.2f s", $0) }
      lines.append(
        "  ingest from the file: "
          + String(format: "%.2f s (CPU %.2f s", ingest.seconds, ingest.cpuSeconds)
          + (system ?? "")
          + String(
            format: ") for %.1f MB, %.1f MB/s", megabytes,
            megabytes / max(ingest.seconds, 1e-9))
          + "; peak growth \(ingest.peakGrowthBytes.map(mb) ?? "n/a") (\(ratio(ingest.peakGrowthBytes)) "
          + "the engine's count), resident after \(ingest.residentGrowthBytes.map(mb) ?? "n/a") "
          + "(\(ratio(ingest.residentGrowthBytes)))")
    }
    if let persistence = report.persistence { lines += persistenceLines(persistence) }
    if let keystrokes = report.keystrokeToScreen {
      lines.append(
        "  " + "keystroke → hits controller".padding(toLength: 36, withPad: " ", startingAt: 0)
          + ms(keystrokes.p50)
          + "  " + ms(keystrokes.p90) + "  " + ms(keystrokes.p99))
    }
    return lines.joined(separator: "\n")
  }
}
