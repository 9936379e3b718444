import Foundation
import Sift

#if canImport(Glibc)
  import Glibc
#endif

/// A saved index opened in a process of its own, as an app opens it at launch: the open's time,
/// the first search's, and the process's memory (``ProcessMemory``) before the open, after it,
/// and after a search of every query (2,000 in a run).
struct FreshOpen: Codable {
  let openSeconds: Double
  let firstSearchSeconds: Double
  let searches: Int
  let beforeOpen: ProcessMemory
  let afterOpen: ProcessMemory
  let afterSearches: ProcessMemory
  /// With `--first-write`: the first write to the index after the searches (one record).
  var firstWrite: FirstWrite?

  /// The first write to an opened index: its time, and the process's memory before and after.
  struct FirstWrite: Codable {
    let seconds: Double
    let before: ProcessMemory
    let after: ProcessMemory
  }

  /// The request every search sends: Algolia's default (every searchable attribute
  /// highlighted, whole hits) with `facets`.
  static func request(_ text: String, facets: [String]) -> SearchQuery {
    var query = SearchQuery(text, facets: facets, hitsPerPage: 20)
    query.attributesToHighlight = nil
    return query
  }

  /// Opens the index saved in `directory` (read-only, or to write to it when `write`) in this
  /// process, searches each query of `queriesFile` (a JSON array of strings) with
  /// ``request(_:facets:)``, and measures; with `write`, then writes a record (``FirstWrite``).
  /// What `sift-bench --open-saved` runs in the process it starts for it.
  static func measureHere(
    directory: URL, queriesFile: URL, facets: [String], write: Bool = false
  ) throws -> FreshOpen {
    let queries = try JSONDecoder().decode([String].self, from: Data(contentsOf: queriesFile))
    let requests = queries.map { request($0, facets: facets) }
    guard let beforeOpen = ProcessMemory.now() else {
      throw SiftBench.UsageError("/proc/self/smaps_rollup is not readable")
    }
    let clock = ContinuousClock()
    let (index, open, first) = try OneCore.run {
      let start = clock.now
      let index = try LocalIndex(savedIn: directory, access: write ? .readWrite : .readOnly)
      let opened = clock.now
      let afterOpen = ProcessMemory.now()
      let searched = clock.now
      if let first = requests.first { _ = try index.search(first) }
      return (
        (index, afterOpen), start.duration(to: opened), searched.duration(to: clock.now)
      )
    }
    for request in requests.dropFirst() { _ = try index.0.search(request) }
    guard let afterOpen = index.1, let afterSearches = ProcessMemory.now() else {
      throw SiftBench.UsageError("/proc/self/smaps_rollup is not readable")
    }
    var measured = FreshOpen(
      openSeconds: open.seconds, firstSearchSeconds: first.seconds, searches: requests.count,
      beforeOpen: beforeOpen, afterOpen: afterOpen, afterSearches: afterSearches)
    if write {
      let record: JSON = ["objectID": "sift-bench-first-write", "name": "sift-bench first write"]
      let (seconds, after) = try OneCore.run {
        let start = clock.now
        try index.0.saveObjects([record])
        return (start.duration(to: clock.now).seconds, ProcessMemory.now())
      }
      guard let after else {
        throw SiftBench.UsageError("/proc/self/smaps_rollup is not readable")
      }
      measured.firstWrite = FirstWrite(seconds: seconds, before: afterSearches, after: after)
    }
    withExtendedLifetime(index.0) {}
    return measured
  }

  /// Runs ``measureHere(directory:queriesFile:facets:write:)`` in a new process of this
  /// executable (`sift-bench --open-saved`, with `--first-write` when `write`): with the saved
  /// files in the page cache (just written, or read by a run before), or, `cold`, after their
  /// pages are dropped from it (`posix_fadvise`: the open and the searches then read them from
  /// the disk, as at a launch after a reboot).
  static func measureInNewProcess(
    directory: URL, queriesFile: URL, facets: [String], cold: Bool, write: Bool = false
  ) throws -> FreshOpen {
    if cold { syncFiles(directory, dropping: true) }
    let process = Process()
    #if canImport(Glibc)
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      process.executableURL = Bundle.main.executableURL
    #endif
    process.arguments =
      [
        "--open-saved", directory.path, "--queries-file", queriesFile.path,
        "--facets", facets.joined(separator: ","),
      ] + (write ? ["--first-write"] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SiftBench.UsageError("sift-bench --open-saved exited with \(process.terminationStatus)")
    }
    return try JSONDecoder().decode(FreshOpen.self, from: data)
  }

  /// ``measureInNewProcess(directory:queriesFile:facets:cold:write:)`` with `write`, on a copy
  /// of `directory` (whose writer is this process), removed afterwards. The copy is synced to
  /// the disk first: a file page not yet written back counts as private dirty memory in the
  /// process that maps it.
  static func measureFirstWriteInNewProcess(
    directory: URL, queriesFile: URL, facets: [String]
  ) throws -> FreshOpen {
    let copy = try copy(of: directory, suffix: "-first-write")
    defer { try? FileManager.default.removeItem(at: copy) }
    syncFiles(copy)
    return try measureInNewProcess(
      directory: copy, queriesFile: queriesFile, facets: facets, cold: false, write: true)
  }

  /// A copy of `directory` beside it, its name suffixed with `suffix` (any earlier copy of that
  /// name replaced), for the caller to remove.
  static func copy(of directory: URL, suffix: String) throws -> URL {
    let copy = directory.deletingLastPathComponent()
      .appendingPathComponent(directory.lastPathComponent + suffix)
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: directory, to: copy)
    return copy
  }

  /// Writes the files of `directory` to the disk, and with `drop`, asks the kernel to drop
  /// their cached pages. (A file page not yet written back counts as private dirty memory in a
  /// process that maps it: a file copied or written just before is synced before it is
  /// measured.)
  static func syncFiles(_ directory: URL, dropping drop: Bool = false) {
    #if canImport(Glibc)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names {
        let descriptor = open(directory.appendingPathComponent(name).path, O_RDONLY)
        guard descriptor >= 0 else { continue }
        _ = fdatasync(descriptor)
        if drop { _ = posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED)) }
        close(descriptor)
      }
    #endif
  }
}
