import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Damaged saved index files: every kind of damage is a typed error naming the file and what is
/// wrong, when the file opens or when what it damaged is read, never a crash or a silently
/// empty index.
final class IndexFileTests: XCTestCase {
  /// A directory holding a small saved index, and its version file's bytes.
  private func savedTinyIndex(
    formatVersion: Int = IndexFile.formatVersion, inMemory: Bool = false
  ) throws -> (directory: URL, file: URL, bytes: [UInt8]) {
    let directory = try inMemory ? memoryDirectory() : temporaryDirectory()
    let index = try LocalIndex(
      name: "tiny",
      records: [
        ["objectID": "1", "name": "red lamp", "brand": "Acme", "price": 10],
        ["objectID": "2", "name": "blue desk", "brand": "Globex", "price": 20.5],
        ["objectID": "3", "name": "red chair", "brand": "Acme", "price": 7],
      ],
      settings: LocalIndexSettings(json: [
        "searchableAttributes": ["name"], "attributesForFaceting": ["brand", "price"],
        "customRanking": ["desc(price)"],
      ]))
    let file: URL
    if formatVersion == IndexFile.formatVersion {
      try index.save(to: directory)
      file = try versionFile(in: directory)
    } else {
      file = try saveInFormat3(index, to: directory)
    }
    return (directory, file, Array(try Data(contentsOf: file)))
  }

  /// Saves `index` as version 1 of `directory` in format 3 (its sections not aligned, a
  /// checksum per section), as this code wrote before format 4.
  private func saveInFormat3(_ index: LocalIndex, to directory: URL) throws -> URL {
    let file = directory.appendingPathComponent("version-1.sift")
    let output = try FileOutput.create(file.path, faults: nil)
    _ = try ServiceFile.write([index.savedIndex()], to: output, formatVersion: 3)
    output.close()
    return file
  }

  /// The error opening `directory` throws, read-only.
  private func openingError(_ directory: URL) -> LocalIndexError? {
    do {
      _ = try LocalIndex(savedIn: directory, access: .readOnly)
      return nil
    } catch {
      return error
    }
  }

  /// The error opening `directory`, searching it and checking it whole throws; searches that
  /// throw must throw a typed error about the file.
  private func readingError(_ directory: URL, file: URL) -> LocalIndexError? {
    do {
      let index = try LocalIndex(savedIn: directory, access: .readOnly)
      for query in ["", "red", "lamp d", "chiar", "red lamb"].map({
        SearchQuery($0, facets: ["brand", "price"])
      }) + [SearchQuery("", filters: "price < 15 AND brand:Acme")] {
        do {
          _ = try index.search(query)
        } catch .corruptFile(file.path, _, _) {
        }
        _ = index.record(objectID: "2")
      }
      try index.verifyIntegrity()
      return nil
    } catch {
      return error
    }
  }

  func test_truncatedAtEveryByte_isATruncatedFileError() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    XCTAssertNil(openingError(directory))
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    for length in (0..<bytes.count).reversed() {
      try handle.truncate(atOffset: UInt64(length))
      let expected: LocalIndexError = .truncatedFile(
        path: file.path, bytes: length,
        expectedBytes: length < IndexFile.headerSize ? nil : bytes.count)
      guard openingError(directory) == expected else {
        return XCTFail("cut at \(length): \(String(describing: openingError(directory)))")
      }
    }
  }

  /// Every byte of the file is under a checksum: a flipped one is a typed error naming the file,
  /// when the file opens (its header, its table and its small sections) or when the part that
  /// holds it is read (``LocalIndex/verifyIntegrity()`` reads them all); a search over the
  /// damaged file never crashes, and throws that error once it read the damage.
  func test_aFlippedByteAnywhere_isATypedErrorNamingTheFile_whenOpenedOrRead() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    for position in bytes.indices {
      // The byte flipped in place, then put back.
      try handle.seek(toOffset: UInt64(position))
      try handle.write(contentsOf: [bytes[position] ^ 0x20])
      defer {
        try? handle.seek(toOffset: UInt64(position))
        try? handle.write(contentsOf: [bytes[position]])
      }
      let error = readingError(directory, file: file)
      switch error {
      case .corruptFile(file.path, _, _)?, .notAnIndexFile(file.path)?: continue
      default: return XCTFail("byte \(position) flipped: \(String(describing: error))")
      }
    }
  }

  /// Opening reads neither the postings nor the records: the file opens, and the first search
  /// that reads the damaged block throws an error naming the file and the section.
  func test_aFlippedByteInASection_opens_andTheSearchThatReadsIt_namesTheSection() throws {
    let directory = try temporaryDirectory()
    let built = try SavedIndexFixtures.index(count: 3_000)
    try built.save(to: directory)
    let file = try versionFile(in: directory)
    var bytes = Array(try Data(contentsOf: file))
    let section = try MappedIndexFile(path: file.path).section("s0.termDocs")
    XCTAssertGreaterThan(section.length, 4 * IndexFile.blockSize)
    // A document of a term whose documents are listed (in no bitmap) in a block of the
    // postings alone, and a search for that term.
    let snapshot = built.snapshot
    let first = section.offset / IndexFile.blockSize + 1
    let blocks = first..<(section.offset + section.length) / IndexFile.blockSize
    let term = try XCTUnwrap(
      (0..<snapshot.terms.count).first {
        snapshot.denseTermDocuments[$0] == nil
          && blocks.contains(
            (section.offset + 4 * snapshot.documents(of: $0).lowerBound) / IndexFile.blockSize)
      })
    bytes[section.offset + 4 * snapshot.documents(of: term).lowerBound] ^= 1
    try overwrite(file, bytes)
    var query = SearchQuery(snapshot.terms.string(term))
    query.typoTolerance = .disabled
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    let damage = LocalIndexError.corruptFile(
      path: file.path, part: "section s0.termDocs", reason: "its checksum does not match")
    for other in SavedIndexFixtures.queries.prefix(3) { _ = try opened.search(other) }
    XCTAssertThrowsError(try opened.search(query)) {
      XCTAssertEqual($0 as? LocalIndexError, damage)
    }
    // From then on, every search throws it.
    XCTAssertThrowsError(try opened.search(SearchQuery(""))) {
      XCTAssertEqual($0 as? LocalIndexError, damage)
    }
    XCTAssertThrowsError(try opened.verifyIntegrity()) {
      XCTAssertEqual($0 as? LocalIndexError, damage)
    }
  }

  /// A write to an opened index takes the saved records into its record store unchecked, each
  /// checked as the store hands it out: the first write reads no record's bytes, and a
  /// compaction, which reads them all, throws the damage of one, naming the records, and writes
  /// no new version.
  func test_aDamagedRecord_isFoundWhenTheRecordStoreHandsItOut_andNeverSavedAgain() throws {
    let directory = try temporaryDirectory()
    // No replica: a write of a few records is kept beside the snapshot, not rebuilt.
    try Fixtures.index(
      SavedIndexFixtures.records(count: 3_000),
      settings: ["searchableAttributes": ["name", "description"]]
    ).save(to: directory, options: .init(compaction: .manual))
    let file = try versionFile(in: directory)
    var bytes = Array(try Data(contentsOf: file))
    let section = try MappedIndexFile(path: file.path).section("r0.bytes")
    XCTAssertGreaterThan(section.length, 4 * IndexFile.blockSize)
    bytes[section.offset + section.length / 2] ^= 1
    try overwrite(file, bytes)
    let opened = try LocalIndex(savedIn: directory)
    try opened.saveObjects([["objectID": "new", "name": "lamp"]])
    let checked = try XCTUnwrap(opened.withState { $0.savedFile }).checkedBlocks
    XCTAssertLessThan(checked.checked, 4 + section.length / IndexFile.blockSize / 2)
    XCTAssertThrowsError(try opened.compact()) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .corruptFile(
          path: file.path, part: "section r0.bytes", reason: "its checksum does not match"))
    }
    XCTAssertEqual(try versionFile(in: directory), file, "a new version was written")
  }

  func test_wrongMagic_isNotAnIndexFile() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    try overwrite(file, Array("SQLite f".utf8) + bytes.dropFirst(8))
    XCTAssertEqual(openingError(directory), .notAnIndexFile(path: file.path))
    try overwrite(file, "[{\"objectID\": \"1\"}]".utf8)
    XCTAssertEqual(openingError(directory), .notAnIndexFile(path: file.path))
  }

  func test_newerFormatVersion_isATypedError() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    var newer = bytes
    newer[8] = UInt8(IndexFile.formatVersion + 1)
    let checksum = newer.withUnsafeBytes {
      Checksum.of(UnsafeRawBufferPointer(rebasing: $0[0..<56]))
    }
    withUnsafeBytes(of: checksum.littleEndian) {
      for index in 0..<8 { newer[56 + index] = $0[index] }
    }
    try overwrite(file, newer)
    XCTAssertEqual(
      openingError(directory),
      .unsupportedFormatVersion(
        path: file.path, version: IndexFile.formatVersion + 1, supported: IndexFile.formatVersion))
  }

  /// Format 1 kept every word of the occurrence index in 8 bytes, as format 2 keeps those of an
  /// index whose words do not fit in 4: such a file, marked as format 1, opens and searches.
  func test_aFormat1File_opensAndSearches() throws {
    let words = Fixtures.distinctWords(70_000)
    let index = try Fixtures.index(
      [
        ["objectID": "long", "text": .string(words.joined(separator: " "))],
        ["objectID": "short", "text": .string("\(words[69_999]) \(words[1])")],
      ],
      settings: ["searchableAttributes": ["text"], "attributesToHighlight": []])
    let directory = try temporaryDirectory()
    let file = try saveInFormat3(index, to: directory)
    try markAsFormat(1, file)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    var query = SearchQuery(words[69_999])
    query.typoTolerance = .disabled
    XCTAssertEqual(Fixtures.ids(try opened.search(query)), ["short", "long"])
    // At the same position in both: insertion order.
    query.query = words[1]
    XCTAssertEqual(Fixtures.ids(try opened.search(query)), ["long", "short"])
  }

  /// Formats 1 and 2 saved the trie depth first, as `terms.nodes`: such a file opens with its
  /// trie built again from its terms (the old section is not read), and typo-tolerant searches
  /// find what they found.
  func test_aFormat2File_opensWithItsTrieBuiltAgain() throws {
    let (directory, file, _) = try savedTinyIndex(formatVersion: 3)
    try rewrite(file) { sections in
      sections.map { saved in
        guard saved.name == "s0.terms.trie" else { return saved }
        return ("s0.terms.nodes", [UInt8](repeating: 0xee, count: saved.bytes.count), 16)
      }
    }
    try markAsFormat(2, file)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    // "chiar" is "chair" with two letters swapped; "lamb" is "lamp" with one changed.
    XCTAssertEqual(Fixtures.ids(try opened.search(SearchQuery("chiar"))), ["3"])
    XCTAssertEqual(Fixtures.ids(try opened.search(SearchQuery("red lamb"))), ["1"])
    try markAsFormat(3, file)
    XCTAssertEqual(
      openingError(directory), .missingSection(path: file.path, section: "s0.terms.trie"))
  }

  /// Text folded with another Unicode version's tables would not match what this Sift makes of
  /// a query: such a file is refused, naming both versions, and nothing of the directory
  /// changes, whatever the access.
  func test_aFileFoldedWithAnotherUnicodeVersion_isATypedError_andChangesNothing() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    try rewrite(file, unicodeVersion: IndexFile.encodedUnicodeVersion("16.0")) { $0 }
    let before = try contents(of: directory)
    let expected = LocalIndexError.unsupportedUnicodeVersion(
      path: file.path, version: "16.0", supported: TextFolding.unicodeVersion)
    XCTAssertEqual(openingError(directory), expected)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: .readWrite)) {
      XCTAssertEqual($0 as? LocalIndexError, expected)
    }
    XCTAssertThrowsError(try LocalSearchService(savedIn: directory, access: .readOnly)) {
      XCTAssertEqual($0 as? LocalIndexError, expected)
    }
    XCTAssertEqual(try contents(of: directory), before)
    // The file as this Sift saved it opens.
    try overwrite(file, bytes)
    XCTAssertNil(openingError(directory))
  }

  func test_newerServiceSection_isATypedError() throws {
    let (directory, file, _) = try savedTinyIndex()
    try rewrite(file) { sections in
      sections.map { section in
        guard section.name == "service",
          case .object(var service) = try? JSON.parse(Data(section.bytes))
        else { return section }
        service["format"] = 2
        return (section.name, Array(JSON.object(service).encodedData()), 1)
      }
    }
    XCTAssertEqual(
      openingError(directory),
      .unsupportedFormatVersion(path: file.path, version: 2, supported: ServiceFile.serviceFormat))
  }

  /// Opens `directory` (a file whose checksums hold but whose structures do not), runs searches
  /// that read every structure (they must not crash, nor read out of bounds), and returns what
  /// a whole check of the index finds.
  private func forgedFileError(
    _ directory: URL, file: URL, everyStructure: Bool = false
  ) -> LocalIndexError? {
    do {
      let index = try LocalIndex(savedIn: directory, access: .readOnly)
      let queries =
        ["", "red", "chiar", "red lamb", "lamp d", "r", "\"red lamp\""].map { (text: String) in
          var query = SearchQuery(text, facets: ["brand", "price", "rating", "tags"])
          query.additionalParameters["advancedSyntax"] = true
          return query
        } + (everyStructure ? SavedIndexFixtures.queries : [])
      for target in [index] + index.replicas {
        for query in queries {
          _ = try? target.search(query)
        }
        _ = try? target.searchForFacetValues(attribute: "tags", facetQuery: "t")
        _ = target.record(objectID: "2")
        _ = target.record(objectID: "p7")
        _ = target.records
      }
      try index.verifyIntegrity()
      return nil
    } catch {
      return error
    }
  }

  /// Found by the saved-index fuzzer: a term dictionary whose checksums held but whose root did
  /// not span every term, or whose terms were out of order, broke the engine's invariants (a
  /// search could miss the terms). Searches over it stay within its arrays, and the whole check
  /// names the section.
  func test_aTermDictionaryOutOfOrder_orNotSpannedByItsRoot_isFoundByTheWholeCheck() throws {
    let damages: [(section: String, damage: (inout [UInt8]) -> Void)] = [
      ("terms.trie", { $0[8] &-= 1 }),  // the root's termEnd
      ("terms.trie", { $0[12] &-= 1 }),  // the root's first child: itself
      (
        "terms.scalars",
        {
          $0[0] = 0xff
          $0[1] = 0xff
        }
      ),  // the first term after the second
    ]
    for (section, damage) in damages {
      let (directory, file, _) = try savedTinyIndex()
      try rewrite(file, section: "s0." + section, damage)
      guard case .corruptFile(let path, let part, _)? = forgedFileError(directory, file: file)
      else {
        XCTFail("\(section): \(String(describing: forgedFileError(directory, file: file)))")
        continue
      }
      XCTAssertEqual(path, file.path)
      XCTAssertEqual(part, "section s0.\(section)")
    }
  }

  /// A saved trie is walked with no check at each node only once it was found well formed
  /// (each node's children after it, first children never decreasing): a trie whose root is its
  /// own first child, or whose first children decrease, is not, and a typo search over it stays
  /// within its nodes and ends.
  func test_aTrieNotWellFormed_isWalkedWithEachNodeChecked() throws {
    let damages: [(inout [UInt8]) -> Void] = [
      { $0[12...15] = [0, 0, 0, 0] },  // the root's first child: itself
      { $0[28...31] = [0xff, 0xff, 0, 0] },  // the second node's children past the others'
    ]
    for (number, damage) in damages.enumerated() {
      let (directory, file, _) = try savedTinyIndex()
      try rewrite(file, section: "s0.terms.trie", damage)
      let index = try LocalIndex(savedIn: directory, access: .readOnly)
      XCTAssertFalse(index.snapshot.terms.trieIsWellFormed(), "damage \(number)")
      for text in ["chiar", "lamb", "rde lamp"] { _ = try? index.search(SearchQuery(text)) }
    }
    let (directory, _, _) = try savedTinyIndex()
    let index = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertTrue(index.snapshot.terms.nodes.isMapped)
    XCTAssertTrue(index.snapshot.terms.trieIsWellFormed())
  }

  /// Found by the saved-index fuzzer: an objectID order whose checksums held but which named a
  /// document out of range (or out of order) made a lookup by objectID read out of range. A
  /// lookup stays within the column whatever it holds, and the whole check names the section.
  func test_anObjectIDOrderOutOfRange_orOutOfOrder_isFoundByTheWholeCheck() throws {
    let damages: [(inout [UInt8]) -> Void] = [
      { $0[0] = 7 },  // document 7 of 3
      { $0.swapAt(0, 4) },  // the first two ids swapped
    ]
    for damage in damages {
      let (directory, file, _) = try savedTinyIndex()
      try rewrite(file, section: "s0.objectIDs.sorted", damage)
      guard case .corruptFile(let path, let part, _)? = forgedFileError(directory, file: file)
      else {
        XCTFail(String(describing: forgedFileError(directory, file: file)))
        continue
      }
      XCTAssertEqual(path, file.path)
      XCTAssertEqual(part, "section s0.objectIDs.sorted")
    }
  }

  /// Found by the saved-index fuzzer: a document's occurrences out of term order, with
  /// checksums that held, broke the engine's invariants (ranking reads them by term). Ranking
  /// stays within the document's words whatever they hold, and the whole check names what is
  /// wrong.
  func test_occurrencesOutOfOrder_withChecksumsThatHold_areFoundByTheWholeCheck() throws {
    let (directory, file, _) = try savedTinyIndex()
    try rewrite(file) { sections in
      sections.map { saved in
        guard saved.name == "s0.occurrences.packed" else { return saved }
        // The first document's two words (4 bytes each), swapped.
        let bytes = Array(saved.bytes[4..<8] + saved.bytes[0..<4] + saved.bytes[8...])
        return (saved.name, bytes, saved.elementSize)
      }
    }
    guard
      case .corruptFile(let path, let part, let reason)? = forgedFileError(directory, file: file)
    else {
      return XCTFail(String(describing: forgedFileError(directory, file: file)))
    }
    XCTAssertEqual(path, file.path)
    XCTAssertEqual(part, "the sections s0.*")
    XCTAssertEqual(reason, "occurrences of document 0 out of order")
  }

  /// Found by the saved-index fuzzer (in format 2's depth-first trie): a trie node whose
  /// subtree ended before the node itself, with checksums that held, made the first
  /// typo-tolerant search walk it forever (6 GB of matches). A walk visits each node at most
  /// once whatever the trie holds, and the whole check names the section.
  func test_aTrieNodeWhoseChildrenStartAtItself_endsTheWalk_andIsFoundByTheWholeCheck() throws {
    let (directory, file, _) = try savedTinyIndex()
    try rewrite(file) { sections in
      sections.map { saved in
        guard saved.name == "s0.terms.trie" else { return saved }
        // The second node's first child (bytes 12 ..< 16 of its 16): 1, itself.
        var bytes = saved.bytes
        bytes.replaceSubrange(28..<32, with: [1, 0, 0, 0])
        return (saved.name, bytes, saved.elementSize)
      }
    }
    guard case .corruptFile(let path, let part, _)? = forgedFileError(directory, file: file) else {
      return XCTFail(String(describing: forgedFileError(directory, file: file)))
    }
    XCTAssertEqual(path, file.path)
    XCTAssertEqual(part, "section s0.terms.trie")
  }

  /// A trie node marked as a term whose term range is empty (its first term at its end, which
  /// can be the term count) would be reported by a typo walk as a match of a term out of range:
  /// a walk keeps its matches within the terms, and the whole check names the section.
  func test_aTermNodeThatHoldsNoTerm_isFoundByTheWholeCheck() throws {
    let (directory, file, _) = try savedTinyIndex()
    try rewrite(file) { sections in
      sections.map { saved in
        guard saved.name == "s0.terms.trie" else { return saved }
        var bytes = saved.bytes
        // The last node that is a term: its end of terms (bytes 8 ..< 12 of its 16) set to
        // its first term.
        let nodes = Array(stride(from: 0, to: bytes.count, by: 16))
        guard let node = nodes.last(where: { bytes[$0 + 7] & 0x80 != 0 }) else { return saved }
        bytes.replaceSubrange(node + 8..<node + 12, with: bytes[node + 4..<node + 8])
        bytes[node + 11] &= 0x7f
        return (saved.name, bytes, saved.elementSize)
      }
    }
    guard case .corruptFile(let path, let part, _)? = forgedFileError(directory, file: file) else {
      return XCTFail(String(describing: forgedFileError(directory, file: file)))
    }
    XCTAssertEqual(path, file.path)
    XCTAssertEqual(part, "section s0.terms.trie")
  }

  /// Every section of the file forged in turn (its bytes set to 0xff, to zero, to small and
  /// to random values, reversed, cut short, doubled or emptied, its checksums made anew):
  /// opening throws a typed error, or the searches stay within the file's arrays (a debug
  /// build checks every read of a buffer) and the whole check finds the forgery or that there
  /// is none.
  func test_everySectionForged_opensOrFailsTyped_andSearchesStayInBounds() throws {
    var generator = SplitMix64(seed: 7)
    let forgeries: [([UInt8]) -> [UInt8]] = [
      { [UInt8](repeating: 0xff, count: $0.count) },
      { [UInt8](repeating: 0, count: $0.count) },
      { $0.indices.map { $0 % 4 == 0 ? 3 : 0 } },
      { _ in [] },
      { $0.reversed() },
      { Array($0.prefix($0.count / 2)) },
      { $0 + $0 },
      { $0.map { _ in UInt8.random(in: 0...255, using: &generator) } },
    ]
    let tiny = try savedTinyIndex(inMemory: true)
    let rich = try memoryDirectory()
    try SavedIndexFixtures.index(count: 8).save(to: rich)
    let richFile = try versionFile(in: rich)
    // Every forgery of the tiny index's sections; random bytes in the other's, which has every
    // kind of section, searched with queries that read every structure.
    for (directory, file, count) in [(tiny.directory, tiny.file, 8), (rich, richFile, 1)] {
      let everyStructure = directory == rich
      let bytes = Array(try Data(contentsOf: file))
      let names = try MappedIndexFile(path: file.path).sectionNames
      for name in names where name != "service" && !name.hasSuffix("meta") {
        for forge in ([forgeries[7], forgeries[0], forgeries[3]] + forgeries[1...6]).prefix(count) {
          try overwrite(file, bytes)
          try rewrite(file) { sections in
            sections.map { saved in
              saved.name == name ? (saved.name, forge(saved.bytes), saved.elementSize) : saved
            }
          }
          switch forgedFileError(directory, file: file, everyStructure: everyStructure) {
          case nil, .corruptFile(file.path, _, _)?, .missingSection(file.path, _)?: continue
          case let error?: XCTFail("\(name) forged: \(error)")
          }
        }
      }
    }
  }

  /// A file's sizes and offsets are 64-bit: one past what the platform can address (a file
  /// over 2 GiB on a 32-bit platform; over `Int.max` anywhere) is refused with a typed error,
  /// never cut to fit.
  func test_sizesPastWhatThePlatformAddresses_areRefused_notTruncated() throws {
    XCTAssertEqual(IndexFile.offset(3 << 30), 3 << 30)
    XCTAssertNil(IndexFile.offset(3 << 30, limit: Int(Int32.max)))
    XCTAssertEqual(IndexFile.offset(1 << 30, limit: Int(Int32.max)), 1 << 30)
    XCTAssertNil(IndexFile.offset(UInt64(Int.max) + 1))
    XCTAssertNil(IndexFile.offset(.max))
    let (directory, file, bytes) = try savedTinyIndex()
    var huge = bytes
    for index in 16..<24 { huge[index] = 0xff }  // the file size: 2^64 - 1
    let checksum = huge.withUnsafeBytes {
      Checksum.of(UnsafeRawBufferPointer(rebasing: $0[0..<56]))
    }
    withUnsafeBytes(of: checksum.littleEndian) {
      for index in 0..<8 { huge[56 + index] = $0[index] }
    }
    try overwrite(file, huge)
    XCTAssertEqual(
      openingError(directory),
      .unreadableFile(
        path: file.path,
        reason: "its header gives a size or an offset past what this platform can map"))
  }

  func test_everyMissingSection_isNamed() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    let names = try MappedIndexFile(path: file.path).sectionNames
    XCTAssertGreaterThan(names.count, 30)
    for name in names {
      try overwrite(file, bytes)
      try rewrite(file) { $0.filter { $0.name != name } }
      guard openingError(directory) == .missingSection(path: file.path, section: name) else {
        return XCTFail("without \(name): \(String(describing: openingError(directory)))")
      }
    }
  }

  func test_bytesAfterTheEnd_areATypedError() throws {
    let (directory, file, bytes) = try savedTinyIndex()
    try overwrite(file, bytes + [0])
    XCTAssertEqual(
      openingError(directory),
      .corruptFile(path: file.path, part: "the file", reason: "1 bytes follow its end"))
  }

  func test_directoryWithoutAVersion_isATypedError() throws {
    let empty = try temporaryDirectory()
    XCTAssertEqual(
      openingError(empty),
      .notAnIndexDirectory(path: empty.path, reason: "it has no version-N.sift file"))
    let missing = empty.appendingPathComponent("nothing-here")
    XCTAssertEqual(
      openingError(missing),
      .notAnIndexDirectory(path: missing.path, reason: "there is no such directory"))
  }

  /// Replaces the bytes of `file` (without a sync, as a test needs no durability).
  private func overwrite<Bytes: Sequence<UInt8>>(_ file: URL, _ bytes: Bytes) throws {
    let output = try FileOutput.create(file.path, faults: nil)
    try output.write(Array(bytes))
    try output.flush()
    output.close()
  }

  /// Rewrites section `name` of `file` as `damage` leaves its bytes (checksums made anew).
  private func rewrite(_ file: URL, section name: String, _ damage: (inout [UInt8]) -> Void)
    throws
  {
    try rewrite(file) { sections in
      sections.map { saved in
        guard saved.name == name else { return saved }
        var bytes = saved.bytes
        damage(&bytes)
        return (saved.name, bytes, saved.elementSize)
      }
    }
  }

  /// Marks `file` as written in format `version` (its header's checksum made anew).
  private func markAsFormat(_ version: UInt8, _ file: URL) throws {
    var bytes = Array(try Data(contentsOf: file))
    bytes[8] = version
    let checksum = bytes.withUnsafeBytes {
      Checksum.of(UnsafeRawBufferPointer(rebasing: $0[0..<56]))
    }
    withUnsafeBytes(of: checksum.littleEndian) {
      for index in 0..<8 { bytes[56 + index] = $0[index] }
    }
    try overwrite(file, bytes)
  }

  /// Every file under `directory` (its path within it) with its bytes.
  ///
  /// An empty file (the lock file) is not read: FoundationEssentials' `Data(contentsOf:)` leaks
  /// its 4 KiB read buffer on a file of size 0, which LeakSanitizer reports in CI.
  private func contents(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = directory.standardizedFileURL.path
    let keys: Set<URLResourceKey> = [.isRegularFileKey, .fileSizeKey]
    let enumerator = try XCTUnwrap(
      FileManager.default.enumerator(at: directory, includingPropertiesForKeys: Array(keys)))
    for case let url as URL in enumerator {
      let values = try url.resourceValues(forKeys: keys)
      guard values.isRegularFile == true else { continue }
      files[String(url.standardizedFileURL.path.dropFirst(base.count))] =
        values.fileSize == 0 ? Data() : try Data(contentsOf: url)
    }
    return files
  }

  /// Writes `file` again with its sections as `edit` makes them (checksums made anew), its
  /// header recording `unicodeVersion` (format 4).
  private func rewrite(
    _ file: URL, unicodeVersion: UInt16 = IndexFile.unicodeVersion,
    _ edit: ([(name: String, bytes: [UInt8], elementSize: Int)]) throws -> [(
      name: String, bytes: [UInt8], elementSize: Int
    )]
  ) throws {
    let reader = try MappedIndexFile(path: file.path)
    var sections: [(name: String, bytes: [UInt8], elementSize: Int)] = []
    for name in reader.sectionNames {
      let (bytes, elementSize) = try reader.rawBytes(name)
      sections.append((name, bytes, elementSize))
    }
    sections = try edit(sections)
    let output = try FileOutput.create(file.path, faults: nil)
    var writer = try IndexFileWriter(
      output: output, formatVersion: min(reader.formatVersion, IndexFile.formatVersion),
      unicodeVersion: unicodeVersion)
    for section in sections {
      try section.bytes.withUnsafeBytes { raw in
        try writer.add(section.name, bytes: raw, elementSize: section.elementSize)
      }
    }
    try writer.finish()
    output.close()
  }
}
