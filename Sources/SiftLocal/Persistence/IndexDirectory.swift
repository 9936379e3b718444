import Foundation

/// A directory holding a saved service (one index or more, with their replicas), opened to read
/// it or to write it (see SiftLocal.docc/PersistenceFormat.md):
///
/// - `version-N.sift`: the indices as saved last (the newest N wins; older ones are leftovers
///   of a crash and are removed by the next writer);
/// - `journal-N.log`: the writes made since version N was saved, replayed when it is opened;
/// - `sift.lock`: the lock file a writer holds (``DirectoryLock``), for its whole life or for
///   each write (``LocalIndex/SaveOptions/Locking``), so that one writer writes at a time.
///
/// A save writes `version-(N+1).sift.tmp`, syncs it, renames it `version-(N+1).sift` and syncs
/// the directory: until that rename, the directory opens as version N with its journal; after
/// it, as version N+1 (whose journal starts empty). A write appends one entry to the journal
/// and syncs it before the index changes in memory; an entry cut short by a crash is dropped
/// when the journal is read (``JournalFile``). Compaction is a save of the indices as they are.
///
/// Every write, save and compaction runs in a write session (``writing(_:)``): with the lock
/// taken for each write, the session takes it, then reads what other writers saved since (a new
/// version, or the journal's new entries) into the live members, so that the write follows
/// them.
///
/// The indices it saved or opened (its members) journal their writes through it and keep it
/// (and its lock file) alive; it keeps them weakly, and reads a member no one keeps any more
/// from its files when a compaction needs it.
final class IndexDirectory: @unchecked Sendable {
  let url: URL
  let path: String
  let options: LocalIndex.SaveOptions

  private struct Member {
    weak var index: LocalIndex?
  }

  /// What a version and its journal hold, read.
  private struct Loaded {
    var version: Int
    var indices: [SavedIndex]
    var names: [String]
    var journal: JournalFile.Contents
    var fileProtection: LocalIndex.FileProtection
  }

  /// Guards everything below and serializes writes, saves and refreshes. Recursive: a write
  /// session journals, saves or compacts inside itself.
  private let lock = NSRecursiveLock()
  private var currentAccess: LocalIndex.Access
  private var lockFile: DirectoryLock?
  /// How many write sessions are open now (nested, on the thread holding ``lock``).
  private var sessionDepth = 0
  private var version: Int
  /// Whether ``version`` is one this object read or wrote (not so for a directory prepared
  /// for its first save: the indices saved there before are not its own).
  private var isSaved: Bool
  private var versionBytes: Int
  /// The data protection class stored in the current version.
  private var versionProtection: LocalIndex.FileProtection
  private var journal: FileOutput?
  /// Where the journal's whole entries end (`nil`: no journal with a whole header).
  private var journalPosition: JournalFile.Position?
  private var lastAppendDuration: Duration?
  private var memberNames: [String] = []
  private var members: [String: Member] = [:]
  private var injectedFaults: WriteFaults?
  private var lockWaitLimit = IndexDirectory.defaultLockWait

  static let lockName = DirectoryLock.fileName
  /// How long a write waits for another writer's write (``LocalIndex/SaveOptions/Locking/whileWriting``).
  static let defaultLockWait = Duration.seconds(5)

  private init(
    url: URL, access: LocalIndex.Access, options: LocalIndex.SaveOptions, lockFile: DirectoryLock?,
    version: Int, isSaved: Bool, versionBytes: Int, protection: LocalIndex.FileProtection,
    journalPosition: JournalFile.Position?
  ) {
    self.url = url
    path = url.path
    currentAccess = access
    self.options = options
    self.lockFile = lockFile
    self.version = version
    self.isSaved = isSaved
    self.versionBytes = versionBytes
    versionProtection = protection
    self.journalPosition = journalPosition
  }

  deinit {
    journal?.close()
  }

  /// Simulated failures of the next writes (tests).
  var faults: WriteFaults? {
    get { lock.withLock { injectedFaults } }
    set { lock.withLock { injectedFaults = newValue } }
  }

  /// How long a write waits for another writer's write (tests shorten it).
  var lockWait: Duration {
    get { lock.withLock { lockWaitLimit } }
    set { lock.withLock { lockWaitLimit = newValue } }
  }

  /// How the directory is open now.
  var access: LocalIndex.Access { lock.withLock { currentAccess } }

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
    var lockFile: DirectoryLock?
    if access == .readWrite {
      let opened = try DirectoryLock(directory: path, protection: nil)
      // A writer reads the directory holding the lock: no other writer is halfway through an
      // append (which would look torn) or a save then.
      try opened.acquire(waitingUpTo: options.locking == .whileOpen ? .zero : defaultLockWait)
      lockFile = opened
    }
    do {
      let loaded = try loadNewest(path, names: names, racingWriters: access == .readOnly)
      let directory = IndexDirectory(
        url: url, access: access, options: options, lockFile: lockFile,
        version: loaded.version, isSaved: true,
        versionBytes: fileSize(versionPath(path, loaded.version)),
        protection: loaded.fileProtection, journalPosition: loaded.journal.position)
      if access == .readWrite {
        try directory.repairJournal(loaded.journal)
        directory.removeLeftovers()
        if options.locking == .whileWriting { lockFile?.release() }
      }
      return (directory, loaded.indices, loaded.names)
    } catch {
      lockFile?.release()
      throw error
    }
  }

  /// Reads the newest version in the directory at `path` (the indices named in `names`, or
  /// all) and brings it up to date with its journal.
  /// - Parameter racingWriters: whether a writer may replace the version meanwhile (a reader,
  ///   which takes no lock): the versions are listed again then.
  private static func loadNewest(
    _ path: String, names: Set<String>?, racingWriters: Bool
  ) throws(LocalIndexError) -> Loaded {
    var attempt = 0
    while true {
      guard let version = savedVersions(path).last else {
        throw .notAnIndexDirectory(path: path, reason: "it has no version-N.sift file")
      }
      do {
        return try load(path, version: version, names: names)
      } catch {
        // A reader racing a writer's save: the version it listed was replaced; list again.
        if case .unreadableFile = error, racingWriters, attempt < 3,
          !FileManager.default.fileExists(atPath: versionPath(path, version))
        {
          attempt += 1
          continue
        }
        throw error
      }
    }
  }

  /// Reads version `version` in the directory at `path` (the indices named in `names`, or
  /// all) and brings it up to date with its journal.
  private static func load(
    _ path: String, version: Int, names: Set<String>?
  ) throws(LocalIndexError) -> Loaded {
    var (indices, all, fileProtection) = try ServiceFile.read(
      versionPath(path, version), names: names)
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
    return Loaded(
      version: version, indices: indices, names: all, journal: journal,
      fileProtection: fileProtection)
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

  /// Prepares the directory at `url` (made if missing) for a save, with its lock file (taken
  /// now when the options hold it while open).
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
    let lockFile = try DirectoryLock(directory: path, protection: protection)
    if options.locking == .whileOpen { try lockFile.acquire() }
    let directory = IndexDirectory(
      url: url, access: .readWrite, options: options, lockFile: lockFile,
      version: savedVersions(path).last ?? 0, isSaved: false, versionBytes: 0,
      protection: protection,
      journalPosition: nil)
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

  /// Makes `indices` (read from the directory by ``read(_:)``) live members too.
  func addMembers(_ indices: [LocalIndex]) {
    lock.withLock {
      for index in indices where memberNames.contains(index.name) {
        members[index.name] = Member(index: index)
      }
    }
    for index in indices { index.withState { $0.directory = self } }
  }

  /// The indices named in `names`, read from the current version and its journal.
  func read(_ names: Set<String>) throws(LocalIndexError) -> [SavedIndex] {
    lock.lock()
    defer { lock.unlock() }
    return try Self.load(path, version: version, names: names).indices
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

  // MARK: - Write sessions

  /// Runs `body` (a write, a save, a compaction) as the directory's writer: with its lock held,
  /// after reading what other writers saved since (see the type's description). Sessions nest.
  /// - Throws: ``LocalIndexError/openedReadOnly(path:)``,
  ///   ``LocalIndexError/directoryLocked(path:)`` when another writer keeps the lock, what
  ///   reading their writes throws, or what `body` throws.
  func writing<T>(_ body: () throws(LocalIndexError) -> T) throws(LocalIndexError) -> T {
    lock.lock()
    defer { lock.unlock() }
    guard currentAccess == .readWrite else { throw .openedReadOnly(path: path) }
    if sessionDepth == 0, options.locking == .whileWriting, let lockFile {
      try lockFile.acquire(waitingUpTo: lockWaitLimit)
      do {
        try catchUp(asWriter: true)
      } catch {
        lockFile.release()
        throw error
      }
    }
    sessionDepth += 1
    defer {
      sessionDepth -= 1
      if sessionDepth == 0, options.locking == .whileWriting { lockFile?.release() }
    }
    return try body()
  }

  /// Reads what other writers saved since the directory was opened or last brought up to date
  /// (a new version, or entries appended to the journal) into the live members.
  /// - Returns: whether anything changed.
  /// - Throws: what reading the files throws (a damaged journal entry, …).
  func refresh() throws(LocalIndexError) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    switch currentAccess {
    case .readOnly:
      return try catchUp(asWriter: false)
    case .readWrite:
      // A writer that holds the lock all along has no one to catch up with.
      guard options.locking == .whileWriting, sessionDepth == 0, let lockFile else { return false }
      try lockFile.acquire(waitingUpTo: lockWaitLimit)
      defer { lockFile.release() }
      return try catchUp(asWriter: true)
    }
  }

  /// Brings the directory and its live members up to the newest version and journal.
  /// - Parameter asWriter: whether this holds the lock (it may then cut a torn tail another
  ///   writer left; a reader may be reading an append in progress, and only skips it).
  @discardableResult
  private func catchUp(asWriter: Bool) throws(LocalIndexError) -> Bool {
    let newest = Self.savedVersions(path).last
    if !isSaved {
      // Nothing saved by this writer yet (a save in progress): only the number matters.
      if let newest, newest != version {
        version = newest
        journalPosition = nil
        closeJournal()
      }
      return false
    }
    guard let newest else {
      throw .notAnIndexDirectory(path: path, reason: "it has no version-N.sift file")
    }
    guard newest == version else { return try reload(asWriter: asWriter) }
    let journalPath = Self.journalPath(path, version)
    let writer = RecordWriter(expectedRecords: 16)
    let read = try JournalFile.read(
      journalPath, version: version, writer: writer, after: journalPosition)
    writer.finish()
    guard let contents = read else { return try reload(asWriter: asWriter) }
    var changed = false
    for (offset, entry) in contents.entries.enumerated() {
      let number = contents.entriesBefore + offset
      guard memberNames.contains(entry.index) else {
        throw .corruptFile(
          path: journalPath, part: "journal entry \(number)",
          reason: "it changes index \(entry.index), which version \(version) does not hold")
      }
      try members[entry.index]?.index?.replay(entry)
      if let layout = contents.layout {
        journalPosition = JournalFile.Position(
          layout: layout, length: contents.ends[offset], entries: number + 1)
      }
      changed = true
    }
    if journalPosition == nil { journalPosition = contents.position }
    // The next append opens the journal again where its whole entries end, cutting a torn
    // tail (another writer died during an append).
    if asWriter, changed || contents.tornBytes > 0 { closeJournal() }
    return changed
  }

  /// Reads the newest version (another writer saved or compacted) into the live members.
  private func reload(asWriter: Bool) throws(LocalIndexError) -> Bool {
    let live = Set(members.compactMap { $0.value.index == nil ? nil : $0.key })
    let loaded = try Self.loadNewest(path, names: live, racingWriters: !asWriter)
    for saved in loaded.indices { try members[saved.name]?.index?.restore(saved) }
    // An index the new version does not hold stops being a member: its writes are refused.
    var kept: [String: Member] = [:]
    for name in loaded.names { kept[name] = members[name] ?? Member(index: nil) }
    members = kept
    memberNames = loaded.names
    version = loaded.version
    versionBytes = Self.fileSize(Self.versionPath(path, loaded.version))
    versionProtection = loaded.fileProtection
    journalPosition = loaded.journal.position
    closeJournal()
    return true
  }

  private func closeJournal() {
    journal?.close()
    journal = nil
  }

  /// Stops writing: closes the journal and releases the lock file for good; the directory (and
  /// its members) are read-only from now on.
  func releaseWriting() {
    lock.withLock {
      guard currentAccess == .readWrite else { return }
      currentAccess = .readOnly
      closeJournal()
      lockFile?.release()
      lockFile = nil
    }
  }

  // MARK: - Writing

  /// Saves `indices` (made in the session, once other writers' writes are read) as a new
  /// version (see the type's description).
  func save(_ indices: () -> [SavedIndex]) throws(LocalIndexError) {
    try writing { () throws(LocalIndexError) in try writeVersion(indices()) }
  }

  /// Saves `indices` as a new version.
  func save(_ indices: [SavedIndex]) throws(LocalIndexError) {
    try save { indices }
  }

  /// Saves the members as they are now as a new version: the journal is folded in.
  func compact() throws(LocalIndexError) {
    try writing { () throws(LocalIndexError) in try compactMembers() }
  }

  /// Saves the members, and `added` after them, as a new version, then adopts them all.
  func saveMembers(adding added: LocalIndex) throws(LocalIndexError) {
    let (indices, names) = try writing {
      () throws(LocalIndexError) -> ([LocalIndex], [String]) in
      var saved = try membersAsSaved()
      saved.removeAll { $0.name == added.name }
      saved.append(added.savedIndex())
      try writeVersion(saved)
      let others = memberNames.filter { $0 != added.name }
      return (others.compactMap { members[$0]?.index }, others + [added.name])
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
      for index in try Self.load(path, version: version, names: gone).indices {
        live[index.name] = index
      }
    }
    return memberNames.compactMap { live[$0] }
  }

  private func compactMembers() throws(LocalIndexError) {
    try writeVersion(membersAsSaved())
  }

  /// Writes version N+1 and switches to it (in a session).
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
    closeJournal()
    PosixFile.remove(Self.versionPath(path, version), faults: faults)
    PosixFile.remove(Self.journalPath(path, version), faults: faults)
    // The live indices saved now search the version's snapshots.
    for saved in indices {
      saved.origin?.withState { $0.versionSnapshot = saved.snapshot }
    }
    version = next
    isSaved = true
    versionBytes = bytes
    versionProtection = protection
    journalPosition = nil
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
    if let journalPosition {
      output = try FileOutput.open(journalPath, at: journalPosition.length, faults: faults)
    } else {
      let layout = JournalFile.Layout.random()
      output = try FileOutput.create(journalPath, faults: faults, protection: versionProtection)
      try output.write(JournalFile.header(version: version, layout: layout))
      // Ordered before the first entry, whose durable sync then covers them.
      try output.sync(.ordered)
      try PosixFile.syncDirectory(path, .ordered, faults: faults)
      journalPosition = JournalFile.Position(layout: layout, length: output.offset, entries: 0)
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
    try writing { () throws(LocalIndexError) in
      let clock = ContinuousClock()
      let start = clock.now
      let entry = entry()
      guard memberNames.contains(entry.index) else {
        throw .notAnIndexDirectory(
          path: path,
          reason: "it no longer holds index \(entry.index) (another writer saved other indices)")
      }
      let output = try journalOutput()
      guard let position = journalPosition else {
        throw .writeFailed(path: output.path, reason: "the journal has no header")
      }
      let framed = JournalFile.frame(entry.encoded, layout: position.layout)
      do throws(LocalIndexError) {
        try output.write(framed)
        // The commit: the write survives a power loss once this returns.
        try output.sync(.durable, dataOnly: true)
      } catch {
        // The next append opens the journal again at the last whole entry, cutting this one.
        closeJournal()
        throw error
      }
      journalPosition = JournalFile.Position(
        layout: position.layout, length: output.offset, entries: position.entries + 1)
      lastAppendDuration = start.duration(to: clock.now)
      swap()
      // An index whose searches no longer read its snapshot in the version is rebuilt by every
      // open until a compaction.
      let opensRebuild = members.values.contains { $0.index?.searchesVersionSnapshot == false }
      if options.isCompactionDue(
        journalBytes: output.offset, versionBytes: versionBytes, opensRebuild: opensRebuild)
      {
        // The write is in the journal: a failed compaction loses nothing, and is tried again
        // after the next write.
        try? compactMembers()
      }
    }
  }

  /// The directory as it is now, opened read-only: what an index saved by a writer that goes
  /// away (a download) keeps, so that writes to it are refused.
  func readOnlyView() -> IndexDirectory {
    lock.withLock {
      IndexDirectory(
        url: url, access: .readOnly, options: options, lockFile: nil, version: version,
        isSaved: isSaved, versionBytes: versionBytes, protection: versionProtection,
        journalPosition: journalPosition)
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
        directory: url, version: version, access: currentAccess, versionBytes: versionBytes,
        journalBytes: journalPosition?.length ?? 0, journalEntries: journalPosition?.entries ?? 0,
        lastAppendDuration: lastAppendDuration, locking: options.locking,
        fileProtection: versionProtection)
    }
  }
}
