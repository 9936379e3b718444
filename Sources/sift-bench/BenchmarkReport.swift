import Foundation

/// One size's results, as written to JSON and compared with the peers.
struct BenchmarkReport: Codable {
  struct Row: Codable {
    let name: String
    let latency: Percentiles
    let averageHits: Double
  }

  let engine: String
  let records: Int
  let queries: Int
  let buildSeconds: Double
  /// The build with only what the peers index (`name` and `brand` searchable, `popularity` as
  /// custom ranking, no facets): the like-for-like build time.
  let plainBuildSeconds: Double?
  /// Resident memory growth from before the corpus is parsed to after the index is built.
  let indexMemoryBytes: Int?
  /// The engine's count of its search structures (dictionary, postings, columns), without the
  /// stored records: what compares with a peer's index size.
  let indexStructuresBytes: Int
  /// The structures' parts: term dictionary, postings, per-document columns.
  let dictionaryBytes: Int
  let postingsBytes: Int
  let columnsBytes: Int
  /// The engine's count of the stored records (compact binary form).
  let storedRecordsBytes: Int
  let rows: [Row]
  let keystrokeToScreen: Percentiles?
  /// `names` (short product names) or `long` (name, summary and long description).
  var workload = "names"
  /// Ingest from a file (long text only).
  var ingest: Ingest? = nil
  /// The index saved and opened again.
  var persistence: Persistence? = nil

  /// Saving the index built and opening it (see `SiftBench.measurePersistence`).
  struct Persistence: Codable {
    /// Writing the saved directory (synced).
    let saveSeconds: Double
    /// Opening it read-only: the fastest of three.
    let openSeconds: Double
    /// The open's time over the build's (or the ingest's).
    let openToBuild: Double
    /// The saved version's size.
    let diskBytes: Int
    /// The engine's count of the built index (structures and records).
    let engineBytes: Int
    /// The engine's count of the opened index.
    let openedEngineBytes: Int
    /// Resident growth while building, and while opening.
    let builtGrowthBytes: Int?
    let openGrowthBytes: Int?
    /// A journaled write of 100 records, three times: its append to the journal, and the
    /// whole write.
    var journalAppendMilliseconds: [Double] = []
    var journaledWriteMilliseconds: [Double] = []
    /// 80 more journaled writes of 100 records, in a row.
    var writeRunMilliseconds: [Double] = []
    /// The saved index opened in a new process, its files in the page cache, and after their
    /// pages are dropped from it.
    var freshOpen: FreshOpen?
    var coldOpen: FreshOpen?
    /// The saved index opened to write to in a new process, searched, then written to once
    /// (``FreshOpen/firstWrite``), before any other write.
    var firstWriteOpen: FreshOpen?
    /// The saved index opened in a new process after the journaled writes (its files in the
    /// page cache): the journal, of ``journaledRecords`` records, replayed at open.
    var journaledOpen: FreshOpen?
    var journaledRecords = 0
    /// The saved index opened in a new process after the same writes to a copy of it opened
    /// with `.automatic` compaction, as an app makes them by default; and how many times the
    /// copy's journal was compacted during them.
    var automaticOpen: FreshOpen?
    var automaticCompactions = 0
  }

  /// Building an index straight from a JSON file: parse and build, timed together.
  struct Ingest: Codable {
    /// The file's size.
    let fileBytes: Int
    /// Parse and build, end to end.
    let seconds: Double
    /// The ingesting thread's CPU time (what it cost, whatever else ran on the machine).
    let cpuSeconds: Double
    /// The part of ``cpuSeconds`` spent in the kernel (page faults, zeroing fresh memory), where
    /// it can be read.
    let systemSeconds: Double?
    /// Highest resident memory during ingest, above the process's before it.
    let peakGrowthBytes: Int?
    /// Resident memory after ingest, above the process's before it.
    let residentGrowthBytes: Int?
  }
}
