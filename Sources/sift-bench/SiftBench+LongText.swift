import Foundation
import Sift

extension SiftBench {
  /// The long-text workload: records with a name, a summary and a long description, searched
  /// with Algolia's default `ranking` (what a new user gets), beside tantivy ranking by BM25
  /// (`Benchmarks/peers.py`). The index is built straight from the corpus file, as an app
  /// would load a catalogue, and that ingest is measured end to end.
  static func runLongText(size: Int, options: Options) throws -> BenchmarkReport {
    let corpusFile = options.output.appendingPathComponent("corpus-long-\(size).json")
    let queriesFile = options.output.appendingPathComponent("queries-long-\(size).json")
    let queries = try {
      let records: [JSON]
      if options.corpus == "long" {
        var corpus = LongTextCorpus()
        records = corpus.records(count: size)
      } else {
        records = try LongTextCorpus.records(
          from: URL(fileURLWithPath: options.corpus), count: size)
      }
      let queries =
        options.onlyQueries.isEmpty
        ? QuerySet.make(
          from: records, fields: LongTextCorpus.queryFields, count: options.queryCount)
        : options.onlyQueries
      try JSON.array(records).encodedData().write(to: corpusFile)
      try JSONEncoder().encode(queries).write(to: queriesFile)
      return queries
    }()
    ResidentMemory.releaseFreedMemory()

    // Ingest: the file's bytes to a searchable index, timed end to end on one core.
    let settings = try LocalIndexSettings(json: LongTextCorpus.settings)
    let fileBytes =
      (try? FileManager.default.attributesOfItem(atPath: corpusFile.path)[.size])
      .flatMap { $0 as? Int } ?? 0
    let baseline = ResidentMemory.current()
    ResidentMemory.resetPeak()
    let clock = ContinuousClock()
    func ingest() throws -> (LocalIndex, Duration, Double, Double?) {
      try OneCore.run {
        let start = clock.now
        let (cpu, system) = (ThreadCPUTime.now(), ThreadCPUTime.systemNow())
        let index = try LocalIndex(name: "packages", settings: settings, contentsOf: corpusFile)
        let systemSpent = ThreadCPUTime.systemNow().flatMap { end in system.map { end - $0 } }
        return (index, start.duration(to: clock.now), ThreadCPUTime.now() - cpu, systemSpent)
      }
    }
    let (index, firstTime, firstCPU, firstSystem) = try ingest()
    var (ingestTime, ingestCPU, ingestSystem) = (firstTime, firstCPU, firstSystem)
    let peak = ResidentMemory.peak()
    ResidentMemory.releaseFreedMemory()
    let after = ResidentMemory.current()
    // With --repeat, the fastest of the ingests, its times all from the same run (memory is the
    // first's).
    for _ in 1..<max(1, options.repeats) {
      let (_, time, cpu, system) = try ingest()
      if time < ingestTime { (ingestTime, ingestCPU, ingestSystem) = (time, cpu, system) }
    }
    func growth(_ value: Int?) -> Int? {
      if let value, let baseline { max(0, value - baseline) } else { nil }
    }

    // The same index with a migrating team's relevance configuration: 1,000 synonyms and 100
    // rules on the corpus's own words (the synonyms join words the queries use).
    let configured = try LocalIndex(
      name: "packages-configured", settings: settings, contentsOf: corpusFile)
    let words = Array(
      Set(queries.flatMap { $0.lowercased().split(separator: " ").map(String.init) })
        .filter { $0.count >= 3 }
    ).sorted()
    try configured.saveSynonyms(
      stride(from: 0, to: min(2_000, words.count - 1), by: 2).map {
        Synonym(objectID: "s\($0)", synonyms: [words[$0], words[$0 + 1]])
      })
    try configured.saveRules(
      words.prefix(100).enumerated().map { index, word in
        Rule(
          objectID: "r\(index)",
          conditions: [Rule.Condition(pattern: word, anchoring: .contains)],
          consequence: Rule.Consequence(userData: ["rule": .string(word)]))
      })

    let customOnly = try LocalIndex(
      name: "packages-custom",
      settings: LocalIndexSettings(json: LongTextCorpus.customOnlySettings),
      contentsOf: corpusFile)

    var plain = SearchQuery(hitsPerPage: 20)
    plain.attributesToHighlight = []
    plain.attributesToRetrieve = ["objectID"]
    var exact = plain
    exact.typoTolerance = .disabled
    var full = SearchQuery(facets: LongTextCorpus.facets, hitsPerPage: 20)
    full.attributesToHighlight = ["name", "summary"]
    // The bare search (object ids only) and the request a search box really sends, side by
    // side: SiftBench.table prints the second's cost as a multiple of the first's.
    let configurations = [
      (SiftBench.bareSearch, plain), ("default ranking, no typos", exact),
      ("3 facets + 20 highlighted", full),
      (SiftBench.defaultRequest, LongTextCorpus.defaultRequest),
    ]
    var rows = try configurations.map { name, base in
      try measure(
        "Sift, " + name, index: index, queries: queries, base: base, slowest: options.slowest,
        repeats: options.repeats)
    }
    rows.append(
      try measure(
        "Sift, ranking: [custom] (typo on)", index: customOnly, queries: queries, base: plain,
        slowest: options.slowest, repeats: options.repeats))
    rows.append(
      try measure(
        "Sift, + 1,000 synonyms + 100 rules", index: configured, queries: queries, base: plain,
        slowest: options.slowest, repeats: options.repeats))
    // The same amount of configuration on words the queries never use: what holding it costs,
    // without the work of the alternatives it adds.
    try configured.saveSynonyms(
      (0..<1_000).map { Synonym(objectID: "s\($0)", synonyms: ["qz\($0)a", "qz\($0)b"]) },
      replaceExistingSynonyms: true)
    try configured.saveRules(
      (0..<100).map { index in
        Rule(
          objectID: "r\(index)",
          conditions: [Rule.Condition(pattern: "qz\(index)r", anchoring: .contains)],
          consequence: Rule.Consequence(userData: ["rule": .string("qz\(index)r")]))
      }, clearExistingRules: true)
    rows.append(
      try measure(
        "Sift, + the same on unused words", index: configured, queries: queries,
        base: plain, slowest: options.slowest, repeats: options.repeats))
    let footprint = index.memoryFootprint
    // Saved and opened again; the opened index searched with the same queries.
    var extra = LongTextCorpus()
    let (persistence, savedRows) = try measureSaved(
      index, buildSeconds: ingestTime.seconds, builtGrowth: growth(after),
      configurations: configurations,
      queries: queries, queriesFile: queriesFile, facets: LongTextCorpus.facets,
      newRecords: extra.records(count: 100),
      directory: options.output.appendingPathComponent("saved-long-\(size)"))
    rows += savedRows
    var report = BenchmarkReport(
      engine: "Sift", records: size, queries: queries.count, buildSeconds: ingestTime.seconds,
      plainBuildSeconds: nil, indexMemoryBytes: growth(after),
      indexStructuresBytes: footprint.structures, dictionaryBytes: footprint.dictionary,
      postingsBytes: footprint.postings, columnsBytes: footprint.columns,
      storedRecordsBytes: footprint.records, rows: rows, keystrokeToScreen: nil)
    report.workload = "long"
    report.persistence = persistence
    report.ingest = BenchmarkReport.Ingest(
      fileBytes: fileBytes, seconds: ingestTime.seconds, cpuSeconds: ingestCPU,
      systemSeconds: ingestSystem,
      peakGrowthBytes: growth(peak),
      residentGrowthBytes: growth(after))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(report).write(
      to: options.output.appendingPathComponent("sift-long-\(size).json"))
    return report
  }
}
