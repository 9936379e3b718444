import Foundation
import Sift

extension SiftBench {
  /// The index just built saved and opened again (``measurePersistence``), the opened index
  /// searched side by side with it, the configurations taking turns (``measureSideBySide``), then
  /// journaled writes to it (``measureJournaledWrites``), the directory opened again in a new
  /// process (its journal replayed), and its like-for-like searches again (``SiftLocal`` keeps
  /// the last writes beside its snapshot). The same writes are made to a copy of the directory
  /// opened with `.automatic` compaction (the saved index's is `.manual`), which is opened again
  /// in a new process too: what an app's next launch costs after them.
  /// - Returns: the measurements, and the side-by-side rows.
  static func measureSaved(
    _ index: LocalIndex, buildSeconds: Double, builtGrowth: Int?,
    configurations: [(String, SearchQuery)], queries: [String], queriesFile: URL,
    facets: [String], newRecords: [JSON], directory: URL
  ) throws -> (BenchmarkReport.Persistence, [BenchmarkReport.Row]) {
    let (saved, opened) = try measurePersistence(
      of: index, buildSeconds: buildSeconds, builtGrowth: builtGrowth, directory: directory)
    var persistence = saved
    // Opened in a new process, as an app opens it at launch (before any write to it).
    persistence.freshOpen = try FreshOpen.measureInNewProcess(
      directory: directory, queriesFile: queriesFile, facets: facets, cold: false)
    persistence.coldOpen = try FreshOpen.measureInNewProcess(
      directory: directory, queriesFile: queriesFile, facets: facets, cold: true)
    // An app's first write after launch: a new process opens the index to write, then writes.
    persistence.firstWriteOpen = try FreshOpen.measureFirstWriteInNewProcess(
      directory: directory, queriesFile: queriesFile, facets: facets)
    var rows = try measureSideBySide(
      configurations, built: index, opened: opened, queries: queries)
    // A copy before the writes, to make them again with `.automatic` compaction.
    let automatic = try FreshOpen.copy(of: directory, suffix: "-automatic")
    defer { try? FileManager.default.removeItem(at: automatic) }
    try measureJournaledWrites(to: index, newRecords: newRecords, into: &persistence)
    FreshOpen.syncFiles(directory)
    persistence.journaledOpen = try FreshOpen.measureInNewProcess(
      directory: directory, queriesFile: queriesFile, facets: facets, cold: false)
    // The same writes as an app makes them, with the default compaction: the next launch.
    do {
      let writer = try LocalIndex(savedIn: automatic, options: .init(compaction: .automatic))
      let first = writer.saveStatus?.version ?? 0
      for (prefix, round) in journaledWrites {
        try writer.saveObjects(journaledBatch(newRecords, prefix, round))
      }
      // Each compaction writes the next version.
      persistence.automaticCompactions = (writer.saveStatus?.version ?? first) - first
      writer.releaseDirectory()
    }
    FreshOpen.syncFiles(automatic)
    persistence.automaticOpen = try FreshOpen.measureInNewProcess(
      directory: automatic, queriesFile: queriesFile, facets: facets, cold: false)
    // The bare search and the default request on the index written to (its last writes
    // beside its snapshot, or rebuilt with them), side by side with the opened one, not
    // written to: what the writes cost each search.
    let plain = configurations.filter { [bareSearch, defaultRequest].contains($0.0) }
    let written = try measureSideBySide(plain, built: index, opened: opened, queries: queries)
    for (position, (name, _)) in plain.enumerated() {
      for (prefix, row) in [
        (Self.written, written[2 * position]), (Self.unwritten, written[2 * position + 1]),
      ] {
        rows.append(
          BenchmarkReport.Row(
            name: prefix + name, latency: row.latency, averageHits: row.averageHits))
      }
    }
    return (persistence, rows)
  }

  /// Saving and opening the index just built, measured beside its build: the save, the open
  /// (read-only, on one core, the file just written so in the page cache: the fastest of three),
  /// the memory and the engine's count after the open, and the size on disk. Searches on the
  /// opened index are measured by the caller with the same queries, in the same table.
  ///
  /// Leaves `index` saved (its writes journaled) in `directory`.
  static func measurePersistence(
    of index: LocalIndex, buildSeconds: Double, builtGrowth: Int?, directory: URL
  ) throws -> (BenchmarkReport.Persistence, opened: LocalIndex) {
    let clock = ContinuousClock()
    try? FileManager.default.removeItem(at: directory)
    let saveStart = clock.now
    try index.save(to: directory, options: .init(compaction: .manual))
    let saveTime = saveStart.duration(to: clock.now)
    let diskBytes = index.saveStatus?.versionBytes ?? 0

    ResidentMemory.releaseFreedMemory()
    let baseline = ResidentMemory.current()
    var opened: LocalIndex?
    var fastest = Duration.seconds(3600)
    for _ in 0..<3 {
      opened = nil
      ResidentMemory.releaseFreedMemory()
      let (reopened, duration) = try OneCore.run {
        let start = clock.now
        let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
        return (reopened, start.duration(to: clock.now))
      }
      opened = reopened
      fastest = min(fastest, duration)
    }
    ResidentMemory.releaseFreedMemory()
    let afterOpen = ResidentMemory.current()
    let openGrowth: Int? =
      if let baseline, let afterOpen { max(0, afterOpen - baseline) } else { nil }
    guard let opened else { throw UsageError("the saved index did not open") }
    let engine = index.memoryFootprint.total

    let persistence = BenchmarkReport.Persistence(
      saveSeconds: saveTime.seconds, openSeconds: fastest.seconds,
      openToBuild: fastest.seconds / max(buildSeconds, 1e-9), diskBytes: diskBytes,
      engineBytes: engine, openedEngineBytes: opened.memoryFootprint.total,
      builtGrowthBytes: builtGrowth, openGrowthBytes: openGrowth)
    return (persistence, opened)
  }

  /// A journaled write of 100 records to a saved index, three times: its append to the journal
  /// (encode, write, sync), and the whole write (which indexes the records written beside the
  /// snapshot, or rebuilds it). Then 80 more in a row, whose slowest is the rebuild that folds
  /// the written records in once they are too many to keep beside the snapshot.
  static func measureJournaledWrites(
    to index: LocalIndex, newRecords: [JSON], into persistence: inout BenchmarkReport.Persistence
  ) throws {
    let clock = ContinuousClock()
    for (number, (prefix, round)) in journaledWrites.enumerated() {
      let batch = journaledBatch(newRecords, prefix, round)
      let start = clock.now
      try index.saveObjects(batch)
      let milliseconds = start.duration(to: clock.now).seconds * 1000
      persistence.journaledRecords += batch.count
      if number < 3 {
        persistence.journaledWriteMilliseconds.append(milliseconds)
        if let append = index.saveStatus?.lastAppendDuration {
          persistence.journalAppendMilliseconds.append(append.seconds * 1000)
        }
      } else {
        persistence.writeRunMilliseconds.append(milliseconds)
      }
    }
  }

  /// The journaled writes of ``measureJournaledWrites(to:newRecords:into:)``, in order, each
  /// as the prefix and round of its objectIDs: three, then 80 more in a row.
  static let journaledWrites =
    (0..<3).map { ("bench-journal", $0) } + (0..<80).map { ("bench-run", $0) }

  /// `newRecords` under new objectIDs: `prefix`-`round`-position.
  static func journaledBatch(_ newRecords: [JSON], _ prefix: String, _ round: Int) -> [JSON] {
    newRecords.enumerated().map { position, record -> JSON in
      guard case .object(var members) = record else { return record }
      members["objectID"] = .string("\(prefix)-\(round)-\(position)")
      return .object(members)
    }
  }

  /// How many queries ``measureSideBySide(_:built:opened:queries:)`` runs with one
  /// configuration before turning to the next: short enough that a busy spell of the machine
  /// (seconds) weighs on every configuration alike, long enough that each query still follows
  /// the query before it (the previous keystroke) almost always.
  static let sideBySideChunk = 50

  /// The same queries with each configuration on the built index and on the opened one, side
  /// by side, so that a busy machine weighs on every row alike and the rows' ratios (opened /
  /// built, default request / bare) hold from run to run. Query by query, each runs on both
  /// indices (which goes first alternates); the configurations take turns every
  /// ``sideBySideChunk`` queries.
  /// - Returns: for each configuration, the built index's row, then the opened one's.
  static func measureSideBySide(
    _ configurations: [(String, SearchQuery)], built: LocalIndex, opened: LocalIndex,
    queries: [String]
  ) throws -> [BenchmarkReport.Row] {
    let clock = ContinuousClock()
    let indices = [built, opened]
    func query(_ configuration: Int, _ text: String) -> SearchQuery {
      var query = configurations[configuration].1
      query.query = text
      return query
    }
    // Every query once on each first: the built index has already run them all (its cache of
    // typo expansions holds their words), the opened one starts with an empty cache.
    for configuration in configurations.indices {
      for text in queries {
        _ = try built.search(query(configuration, text))
        _ = try opened.search(query(configuration, text))
      }
    }
    // Samples and hits of run r: configuration r / 2 on index r % 2.
    var samples = [[Duration]](repeating: [], count: configurations.count * 2)
    var hits = [Int](repeating: 0, count: configurations.count * 2)
    for chunk in stride(from: 0, to: queries.count, by: sideBySideChunk) {
      let end = min(chunk + sideBySideChunk, queries.count)
      for configuration in configurations.indices {
        for position in chunk..<end {
          let search = query(configuration, queries[position])
          // Which index goes first alternates too.
          for index in position % 2 == 0 ? [0, 1] : [1, 0] {
            let start = clock.now
            let response = try indices[index].search(search)
            samples[configuration * 2 + index].append(start.duration(to: clock.now))
            hits[configuration * 2 + index] += response.nbHits ?? 0
          }
        }
      }
    }
    let count = Double(max(queries.count, 1))
    return samples.indices.map { run in
      BenchmarkReport.Row(
        name: (run % 2 == 0 ? "built:  " : "opened: ") + configurations[run / 2].0,
        latency: Percentiles(samples[run]), averageHits: Double(hits[run]) / count)
    }
  }

  /// The lines of the persistence measurements, for the table.
  static func persistenceLines(_ persistence: BenchmarkReport.Persistence) -> [String] {
    func mb(_ bytes: Int?) -> String {
      bytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "n/a"
    }
    func at(_ fraction: Double, _ values: [Double]) -> Double {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return 0 }
      return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }
    func ms(_ values: [Double]) -> String {
      values.map { String(format: "%.2f", $0) }.joined(separator: " / ") + " ms"
    }
    func share(_ bytes: Int) -> String {
      String(
        format: "%.1f MB = %.1f%%", Double(bytes) / 1_048_576,
        100 * Double(bytes) / Double(max(persistence.diskBytes, 1)))
    }
    // With its sign: less memory after (the allocator giving pages back) shows as such.
    func signedShare(_ bytes: Int) -> String {
      String(
        format: "%+.1f MB = %+.1f%%", Double(bytes) / 1_048_576,
        100 * Double(bytes) / Double(max(persistence.diskBytes, 1)))
    }
    var fresh: [String] = []
    let journaled =
      ", after the journaled writes of \(persistence.journaledRecords) records (none compacted)"
    let compactions = persistence.automaticCompactions
    let automatic =
      ", after the same writes with .automatic compaction (\(compactions) compaction"
      + (compactions == 1 ? ")" : "s)")
    for (name, open) in [
      ("", persistence.freshOpen), (" (cold)", persistence.coldOpen),
      (journaled, persistence.journaledOpen), (automatic, persistence.automaticOpen),
    ] {
      guard let open else { continue }
      let dirtyOpen = open.afterOpen.privateDirtyBytes - open.beforeOpen.privateDirtyBytes
      let dirtySearches = open.afterSearches.privateDirtyBytes - open.beforeOpen.privateDirtyBytes
      fresh.append(
        "  new process\(name): "
          + String(
            format: "open %.2f ms, first search %.2f ms", open.openSeconds * 1000,
            open.firstSearchSeconds * 1000)
          + "; private dirty +\(share(dirtyOpen)) of the file after open, +\(share(dirtySearches))"
          + " after \(open.searches) searches (\(mb(open.beforeOpen.privateDirtyBytes)) before"
          + " open); file pages resident \(mb(open.afterOpen.fileResidentBytes - open.beforeOpen.fileResidentBytes))"
          + " after open, \(mb(open.afterSearches.fileResidentBytes - open.beforeOpen.fileResidentBytes))"
          + " after the searches")
    }
    if let write = persistence.firstWriteOpen?.firstWrite {
      // Beside the opens before any write.
      fresh.insert(
        "  new process, opened to write: "
          + String(format: "first write (one record) %.2f ms", write.seconds * 1000)
          + "; private dirty "
          + signedShare(write.after.privateDirtyBytes - write.before.privateDirtyBytes)
          + " of the file", at: min(2, fresh.count))
    }
    return [
      "  saved: "
        + String(
          format: "save %.2f s; open %.1f ms = %.1f%% of the build", persistence.saveSeconds,
          persistence.openSeconds * 1000, persistence.openToBuild * 100)
        + "; on disk \(mb(persistence.diskBytes)) = "
        + String(
          format: "%.2f×", Double(persistence.diskBytes) / Double(max(persistence.engineBytes, 1)))
        + " the engine's count (\(mb(persistence.engineBytes)))"
    ] + fresh + [
      "  after open: engine's count \(mb(persistence.openedEngineBytes)) (built "
        + "\(mb(persistence.engineBytes))); resident growth \(mb(persistence.openGrowthBytes)) "
        + "(building grew \(mb(persistence.builtGrowthBytes)))",
      "  journaled write of 100 records: append (encode, write, fsync) "
        + ms(persistence.journalAppendMilliseconds) + "; whole write "
        + ms(persistence.journaledWriteMilliseconds),
      "  80 more in a row: "
        + String(
          format: "median %.2f ms, 90th percentile %.2f ms, slowest %.1f ms",
          at(0.5, persistence.writeRunMilliseconds), at(0.9, persistence.writeRunMilliseconds),
          persistence.writeRunMilliseconds.max() ?? 0),
    ]
  }
}
