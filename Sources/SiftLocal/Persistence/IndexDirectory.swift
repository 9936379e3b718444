import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory holding a saved service (one index or more, with their replicas), opened to read
/// it or to write it (see docs/persistence-format.md):
///
/// - `version-N.sift`: the indices as saved last (the newest N wins; older ones are leftovers
///   of a crash and are removed by the next writer);
/// - `journal-N.log`: the writes made since version N was saved, replayed when it is opened;
/// - `sift.lock`: the lock file a writer holds (`flock`), so that there is one writer at a time.
///
/// A save writes `version-(N+1).sift.tmp`, syncs it, renames it `version-(N+1).sift` and syncs
/// the directory: until that rename, the directory opens as version N with its journal; after
/// it, as version N+1 (whose journal starts empty). A write appends one entry to the journal
/// and syncs it before the index changes in memory; an entry cut short by a crash is dropped
/// when the journal is read. Compaction is a save of the indices as they are.
///
/// The indices it saved or opened (its members) journal their writes through it and keep it
/// (and its lock) alive; it keeps them weakly, and reads a member no one keeps any more from its
/// files when a compaction needs it.
final class IndexDirectory: @unchecked Sendable {
  let url: URL
  let path: String
  let access: LocalIndex.Access
  let options: LocalIndex.SaveOptions

  private struct Member {
    weak var index: LocalIndex?
  }

  /// Guards everything below and serializes journal appends and saves.
  private let lock = NSLock()
  private let lockDescriptor: Int32
  private var version: Int
  private var versionBytes: Int
  /// The data protection class stored in the current version.
  private var versionProtection: LocalIndex.FileProtection
  private var journal: FileOutput?
  /// How the journal is laid out (`nil`: no journal file with a whole header yet).
  private var journalLayout: JournalFile.Layout?
  /// Where the journal's last whole entry ends (0: no journal file yet).
  private var journalLength: Int
  private var journalEntries: Int
  private var lastAppendDuration: Duration?
  private var memberNames: [String] = []
  private var members: [String: Member] = [:]
  private var injectedFaults: WriteFaults?

  static let lockName = "sift.lock"

  private init(
    url: URL, access: LocalIndex.Access, options: LocalIndex.SaveOptions, lockDescriptor: Int32,
    version: Int, versionBytes: Int, protection: LocalIndex.FileProtection,
    journalLayout: JournalFile.Layout?, journalLength: Int, journalEntries: Int
  ) {
    self.url = url
    path = url.path
    self.access = access
    self.options = options
    self.lockDescriptor = lockDescriptor
    self.version = version
    self.versionBytes = versionBytes
    versionProtection = protection
    self.journalLayout = journalLayout
    self.journalLength = journalLength
    self.journalEntries = journalEntries
  }

  deinit {
    journal?.close()
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }

  /// Simulated failures of the next writes (tests).
  var faults: WriteFaults? {
    get { lock.withLock { injectedFaults } }
    set { lock.withLock { injectedFaults = newValue } }
  }

  // MARK: - Files

  private static func versionPath(_ path: String, _ version: Int) -> String {
    path + "/version-\(version).sift"
  }

  private static func journalPath(_ path: String, _ version: Int) -> String {
    path + "/journal-\(version).log"
  }

  /// The number of the file `name` if it is `prefix` + a number + `suffix`.
  private static func number(in name: String, prefix: String, suffix: String) -> Int? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 0
    else { return nil }
    return number
  }

  /// The versions saved in the directory at `path`, in increasing order.
  private static func savedVersions(_ path: String) -> [Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.compactMap { number(in: $0, prefix: "version-", suffix: ".sift") }.sorted()
  }

  /// Takes the directory's lock file.
  /// - Throws: ``LocalIndexError/directoryLocked(path:)`` when another writer holds it.
  private static func acquireLock(_ path: String) throws(LocalIndexError) -> Int32 {
    let lockPath = path + "/" + lockName
    let descriptor = openDescriptor(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw PosixFile.failure(writing: lockPath) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { throw .directoryLocked(path: path) }
      throw PosixFile.failure(writing: lockPath, code: code)
    }
    return descriptor
  }

  private static func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }

  // MARK: - Opening

  /// Opens the directory at `url`: its newest version (the indices named in `names`, or all),
  /// with its journal replayed.
  /// - Returns: the directory, the indices read, and the names of all it holds.
  static func open(
    _ url: URL, access: LocalIndex.Access, options: LocalIndex.SaveOptions,
    names: Set<String>? = nil
  ) throws(LocalIndexError) -> (IndexDirectory, [SavedIndex], [String]) {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .notAnIndexDirectory(path: path, reason: "there is no such directory") }
    let lockDescriptor = access == .readWrite ? try acquireLock(path) : -1
    var attempt = 0
    while true {
      guard let version = savedVersions(path).last else {
        if lockDescriptor >= 0 { close(lockDescriptor) }
        throw .notAnIndexDirectory(path: path, reason: "it has no version-N.sift file")
      }
      do {
        let (indices, all, journal, protection) = try load(path, version: version, names: names)
        let directory = IndexDirectory(
          url: url, access: access, options: options, lockDescriptor: lockDescriptor,
          version: version, versionBytes: fileSize(versionPath(path, version)),
          protection: protection, journalLayout: journal.layout,
          journalLength: journal.layout != nil ? journal.length : 0,
          journalEntries: journal.entries.count)
        if access == .readWrite {
          try directory.repairJournal(journal)
          directory.removeLeftovers()
        }
        return (directory, indices, all)
      } catch {
        // A reader racing a writer's save: the version it listed was replaced; list again.
        if case .unreadableFile = error, access == .readOnly, attempt < 3,
          !FileManager.default.fileExists(atPath: versionPath(path, version))
        {
          attempt += 1
          continue
        }
        if lockDescriptor >= 0 { close(lockDescriptor) }
        throw error
      }
    }
  }

  /// Reads version `version` in the directory at `path` (the indices named in `names`, or
  /// all) and brings it up to date with its journal.
  private static func load(
    _ path: String, version: Int, names: Set<String>?
  ) throws(LocalIndexError) -> (
    [SavedIndex], [String], JournalFile.Contents, LocalIndex.FileProtection
  ) {
    var (indices, all, protection) = try ServiceFile.read(versionPath(path, version), names: names)
    let writer = RecordWriter(expectedRecords: 64)
    let journalPath = journalPath(path, version)
    let journal =
      try JournalFile.read(journalPath, version: version, writer: writer) ?? JournalFile.Contents()
    writer.finish()
    for (number, entry) in journal.entries.enumerated() {
      guard let position = indices.firstIndex(where: { $0.name == entry.index }) else {
        if all.contains(entry.index) { continue }
        throw .corruptFile(
          path: journalPath, part: "journal entry \(number)",
          reason: "it changes index \(entry.index), which version \(version) does not hold")
      }
      indices[position].apply(entry)
    }
    for position in indices.indices { try indices[position].rebuildIfNeeded() }
    return (indices, all, journal, protection)
  }

  /// Cuts a torn last entry off the journal, so that the next entries follow whole ones.
  private func repairJournal(_ journal: JournalFile.Contents) throws(LocalIndexError) {
    guard journal.tornBytes > 0 else { return }
    let journalPath = Self.journalPath(path, version)
    if journal.layout != nil {
      self.journal = try FileOutput.open(journalPath, at: journal.length, faults: nil)
      try self.journal?.sync(.ordered)
    } else {
      PosixFile.remove(journalPath, faults: nil)
    }
  }

  /// Removes older versions, their journals and temporary files (a crash's leftovers).
  private func removeLeftovers() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in names {
      let old =
        Self.number(in: name, prefix: "version-", suffix: ".sift").map { $0 < version }
        ?? Self.number(in: name, prefix: "journal-", suffix: ".log").map { $0 != version }
        ?? name.hasSuffix(".tmp")
      if old { PosixFile.remove(path + "/" + name, faults: nil) }
    }
  }

  /// Prepares the directory at `url` (made if missing) for a save, taking its lock.
  static func create(
    _ url: URL, options: LocalIndex.SaveOptions, faults: WriteFaults? = nil
  ) throws(LocalIndexError) -> IndexDirectory {
    let path = url.path
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: path, reason: error.localizedDescription)
    }
    let protection = options.fileProtection ?? .completeUntilFirstUserAuthentication
    // The files made in the directory get its class (each is given it too).
    try PosixFile.protect(path, protection)
    let lockDescriptor = try acquireLock(path)
    let directory = IndexDirectory(
      url: url, access: .readWrite, options: options, lockDescriptor: lockDescriptor,
      version: savedVersions(path).last ?? 0, versionBytes: 0, protection: protection,
      journalLayout: nil, journalLength: 0, journalEntries: 0)
    directory.injectedFaults = faults
    return directory
  }

  // MARK: - Members

  /// Makes `indices` the directory's members, in this order (or `names`, of which `indices` are
  /// the ones opened): their writes are journaled here.
  func adopt(_ indices: [LocalIndex], among names: [String]? = nil) {
    lock.withLock {
      memberNames = names ?? indices.map(\.name)
      members = [:]
      for index in indices { members[index.name] = Member(index: index) }
    }
    for index in indices {
      let previous = index.withState { state in
        defer { state.directory = self }
        return state.directory
      }
      if let previous, previous !== self { previous.release(index) }
    }
  }

  /// Forgets `index` as a live member (it is saved elsewhere now): a compaction reads it from
  /// the files.
  private func release(_ index: LocalIndex) {
    lock.withLock {
      if members[index.name]?.index === index { members[index.name] = Member(index: nil) }
    }
  }

  /// The names of the primary indices saved here.
  var indexNames: [String] { lock.withLock { memberNames } }

  // MARK: - Writing

  /// Saves `indices` as a new version (see the type's description).
  func save(_ indices: [SavedIndex]) throws(LocalIndexError) {
    lock.lock()
    defer { lock.unlock() }
    guard access == .readWrite else { throw .openedReadOnly(path: path) }
    try writeVersion(indices)
  }

  /// Saves the members as they are now as a new version: the journal is folded in.
  func compact() throws(LocalIndexError) {
    lock.lock()
    defer { lock.unlock() }
    try compactMembers()
  }

  /// Saves the members, and `added` after them, as a new version, then adopts them all.
  func saveMembers(adding added: LocalIndex) throws(LocalIndexError) {
    var indices: [LocalIndex] = []
    var names: [String] = []
    do {
      lock.lock()
      defer { lock.unlock() }
      guard access == .readWrite else { throw .openedReadOnly(path: path) }
      var saved = try membersAsSaved()
      saved.removeAll { $0.name == added.name }
      saved.append(added.savedIndex())
      try writeVersion(saved)
      names = memberNames.filter { $0 != added.name } + [added.name]
      indices = memberNames.filter { $0 != added.name }.compactMap { members[$0]?.index }
    }
    adopt(indices + [added], among: names)
  }

  private func membersAsSaved() throws(LocalIndexError) -> [SavedIndex] {
    var live: [String: SavedIndex] = [:]
    var gone: Set<String> = []
    for name in memberNames {
      if let index = members[name]?.index {
        live[name] = index.savedIndex()
      } else {
        gone.insert(name)
      }
    }
    if !gone.isEmpty {
      for index in try Self.load(path, version: version, names: gone).0 {
        live[index.name] = index
      }
    }
    return memberNames.compactMap { live[$0] }
  }

  private func compactMembers() throws(LocalIndexError) {
    guard access == .readWrite else { throw .openedReadOnly(path: path) }
    try writeVersion(membersAsSaved())
  }

  /// Writes version N+1 and switches to it (the lock held).
  private func writeVersion(_ indices: [SavedIndex]) throws(LocalIndexError) {
    let next = version + 1
    let target = Self.versionPath(path, next)
    let temporary = target + ".tmp"
    let faults = injectedFaults
    let protection = options.fileProtection ?? versionProtection
    let bytes: Int
    do {
      if protection != versionProtection { try PosixFile.protect(path, protection) }
      let output = try FileOutput.create(temporary, faults: faults, protection: protection)
      defer { output.close() }
      // Ordered before the rename, which the directory's durable sync then commits.
      output.syncLevel = .ordered
      bytes = try ServiceFile.write(indices, to: output, fileProtection: protection)
      try PosixFile.rename(temporary, to: target, faults: faults)
      try PosixFile.syncDirectory(path, .durable, faults: faults)
    } catch {
      PosixFile.remove(temporary, faults: faults)
      throw error
    }
    journal?.close()
    journal = nil
    PosixFile.remove(Self.versionPath(path, version), faults: faults)
    PosixFile.remove(Self.journalPath(path, version), faults: faults)
    version = next
    versionBytes = bytes
    versionProtection = protection
    journalLayout = nil
    journalLength = 0
    journalEntries = 0
  }

  /// The journal, opened (or made) to append to.
  private func journalOutput() throws(LocalIndexError) -> FileOutput {
    if let journal {
      journal.faults = injectedFaults
      return journal
    }
    let journalPath = Self.journalPath(path, version)
    let faults = injectedFaults
    let output: FileOutput
    if journalLayout != nil {
      output = try FileOutput.open(journalPath, at: journalLength, faults: faults)
    } else {
      let layout = JournalFile.Layout.random()
      output = try FileOutput.create(journalPath, faults: faults, protection: versionProtection)
      try output.write(JournalFile.header(version: version, layout: layout))
      // Ordered before the first entry, whose durable sync then covers them.
      try output.sync(.ordered)
      try PosixFile.syncDirectory(path, .ordered, faults: faults)
      journalLayout = layout
      journalLength = output.offset
    }
    journal = output
    return output
  }

  /// Appends `entry` to the journal and syncs it, then runs `swap` (which makes the write
  /// visible), with no save in between; then compacts when the options say it is due.
  /// - Throws: ``LocalIndexError/openedReadOnly(path:)``,
  ///   ``LocalIndexError/writeFailed(path:reason:)`` or
  ///   ``LocalIndexError/protectedDataUnavailable(path:)``; `swap` is not run then.
  func append(_ entry: () -> JournalEntry, then swap: () -> Void) throws(LocalIndexError) {
    lock.lock()
    defer { lock.unlock() }
    guard access == .readWrite else { throw .openedReadOnly(path: path) }
    let clock = ContinuousClock()
    let start = clock.now
    let output = try journalOutput()
    let framed = JournalFile.frame(entry().encoded, layout: journalLayout ?? .plain)
    do {
      try output.write(framed)
      // The commit: the write survives a power loss once this returns.
      try output.sync(.durable, dataOnly: true)
    } catch {
      // The next append opens the journal again at the last whole entry, cutting this one.
      output.close()
      journal = nil
      throw error
    }
    journalLength = output.offset
    journalEntries += 1
    lastAppendDuration = start.duration(to: clock.now)
    swap()
    if options.isCompactionDue(journalBytes: journalLength, versionBytes: versionBytes) {
      // The write is in the journal: a failed compaction loses nothing, and is tried again
      // after the next write.
      try? compactMembers()
    }
  }

  /// The directory as it is now, opened read-only: what an index saved by a writer that goes
  /// away (a download) keeps, so that writes to it are refused.
  func readOnlyView() -> IndexDirectory {
    lock.withLock {
      IndexDirectory(
        url: url, access: .readOnly, options: options, lockDescriptor: -1, version: version,
        versionBytes: versionBytes, protection: versionProtection, journalLayout: nil,
        journalLength: 0, journalEntries: 0)
    }
  }

  /// Throws unless the directory takes writes.
  func checkWritable() throws(LocalIndexError) {
    guard access == .readWrite else { throw .openedReadOnly(path: path) }
  }

  /// Where the directory stands.
  var status: LocalIndex.SaveStatus {
    lock.withLock {
      LocalIndex.SaveStatus(
        directory: url, version: version, access: access, versionBytes: versionBytes,
        journalBytes: journalLength, journalEntries: journalEntries,
        lastAppendDuration: lastAppendDuration, fileProtection: versionProtection)
    }
  }
}
