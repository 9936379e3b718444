import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// Saving an index to a directory, opening it, and its journaled writes.
final class LocalIndexPersistenceTests: XCTestCase {
  func test_openedIndex_answersEverySearchAsTheSavedOne() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index()
    try index.saveSynonym(Synonym(objectID: "s1", synonyms: ["tv", "television"]))
    try index.saveRule(
      Rule(json: [
        "objectID": "r1", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
        "consequence": ["params": ["filters": "price < 100"]],
      ]))
    try index.save(to: directory)

    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(opened.name, "products")
    XCTAssertEqual(opened.settings, index.settings)
    XCTAssertEqual(opened.replicas.map(\.name), ["products_price_asc"])
    XCTAssertEqual(opened.replicas.map(\.settings), index.replicas.map(\.settings))
    XCTAssertEqual(opened.records, index.records)
    XCTAssertEqual(opened.synonyms, index.synonyms)
    XCTAssertEqual(opened.rules, index.rules)
    XCTAssertEqual(try SavedIndexFixtures.answers(opened), try SavedIndexFixtures.answers(index))
    #if DEBUG
      opened.checkInvariants()
    #endif
  }

  func test_savingAnOpenedIndex_writesTheSameBytes_nothingIsLostOrRebuilt() throws {
    let first = try temporaryDirectory()
    let second = try temporaryDirectory()
    try SavedIndexFixtures.index().save(to: first)
    try LocalIndex(savedIn: first, access: .readOnly).save(to: second)
    XCTAssertEqual(
      try Data(contentsOf: versionFile(in: first)), try Data(contentsOf: versionFile(in: second)))
  }

  func test_openedIndex_holdsNoMoreMemoryThanTheBuiltOne() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index(count: 500)
    try index.save(to: directory)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertLessThanOrEqual(opened.memoryFootprint.total, index.memoryFootprint.total)
    XCTAssertEqual(
      opened.memoryFootprint.structures, index.memoryFootprint.structures,
      accuracy: index.memoryFootprint.structures / 10)
  }

  func test_writesAfterASave_areJournaled_andReplayedOnOpen() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index()
    try index.save(to: directory, options: .init(compaction: .manual))
    try index.saveObjects([
      ["objectID": "new", "name": "wireless phone dock", "brand": "Acme", "price": 9]
    ])
    try index.saveObjects([["name": "generated one"], ["name": "generated two"]])
    try index.partialUpdateObjects([
      ["objectID": "p3", "price": ["_operation": "Increment", "value": 100]]
    ])
    try index.deleteObjects(objectIDs: ["p4", "p5"])
    try index.replaceObjects([["objectID": "p6", "name": "replaced headphones", "brand": "Hooli"]])
    var settings = index.settings
    settings.customRanking = [.ascending("price")]
    try index.setSettings(settings)
    var replicaSettings = try XCTUnwrap(index.replica(named: "products_price_asc")).settings
    replicaSettings.hitsPerPage = 5
    try index.replica(named: "products_price_asc")?.setSettings(replicaSettings)
    try index.replica(named: "products_price_asc")?.saveSynonym(
      Synonym(objectID: "s", synonyms: ["headphones", "earphones"]))
    XCTAssertEqual(index.saveStatus?.journalEntries, 8)

    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(opened.records, index.records)
    XCTAssertEqual(opened.settings, index.settings)
    XCTAssertEqual(opened.replicas.map(\.settings), index.replicas.map(\.settings))
    XCTAssertEqual(
      opened.replica(named: "products_price_asc")?.synonyms,
      [Synonym(objectID: "s", synonyms: ["headphones", "earphones"])])
    XCTAssertEqual(try SavedIndexFixtures.answers(opened), try SavedIndexFixtures.answers(index))
  }

  /// A write to an opened index with an objectID canonically equivalent to a saved record's
  /// replaces that record, in the process that writes and after the journal is replayed.
  func test_canonicallyEquivalentObjectID_replacesTheSavedRecord_afterAReopen() throws {
    let directory = try temporaryDirectory()
    try LocalIndex(
      name: "things",
      records: [["objectID": "caf\u{E9}", "name": "lamp"], ["objectID": "K", "name": "desk"]]
    ).save(to: directory, options: .init(compaction: .manual))
    do {
      let index = try LocalIndex(savedIn: directory)
      try index.saveObjects([
        ["objectID": "cafe\u{301}", "name": "chair"], ["objectID": "\u{212A}", "name": "sofa"],
      ])
      XCTAssertEqual(index.count, 2)
      XCTAssertEqual(index.record(objectID: "caf\u{E9}")?["name"], "chair")
    }
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(opened.count, 2)
    XCTAssertEqual(opened.record(objectID: "K")?["name"], "sofa")
    XCTAssertEqual(try opened.search(SearchQuery("lamp")).nbHits, 0)
  }

  func test_generatedObjectIDs_continueAfterAReopen() throws {
    let directory = try temporaryDirectory()
    do {
      let index = try LocalIndex(name: "things", records: [["name": "a"]])
      try index.save(to: directory)
      try index.saveObjects([["name": "b"]])
    }
    let reopened: [String] = try {
      let index = try LocalIndex(savedIn: directory)
      return try index.saveObjects([["name": "c"]])
    }()
    XCTAssertEqual(reopened, ["things-3"])
  }

  func test_clearAndDeletes_replayInTheirOrder() throws {
    let directory = try temporaryDirectory()
    let index = try LocalIndex(
      name: "things", records: [["objectID": "a", "n": 1], ["objectID": "b", "n": 2]])
    try index.save(to: directory)
    try index.apply([
      .add(["objectID": "c", "n": 3]), .clear, .add(["objectID": "a", "n": 4]),
      .delete(objectID: "zz"),
    ])
    try index.apply([
      .add(["objectID": "d", "n": 5]), .delete(objectID: "a"), .add(["objectID": "a", "n": 6]),
    ])
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(opened.records, index.records)
    XCTAssertEqual(opened.records.compactMap { $0["objectID"]?.stringValue }, ["d", "a"])
  }

  func test_compact_foldsTheJournalIntoANewVersion() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index()
    try index.save(to: directory, options: .init(compaction: .manual))
    try index.saveObjects([["objectID": "new", "name": "dock"]])
    XCTAssertEqual(index.saveStatus?.version, 1)
    XCTAssertEqual(index.saveStatus?.journalEntries, 1)
    try index.compact()
    XCTAssertEqual(index.saveStatus?.version, 2)
    XCTAssertEqual(index.saveStatus?.journalEntries, 0)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
      ["sift.lock", "version-2.sift"])
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(opened.records, index.records)
  }

  func test_journalPastItsLimit_compactsByItself() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index()
    try index.save(to: directory, options: .init(compaction: .whenJournalExceeds(bytes: 600)))
    try index.saveObjects([["objectID": "a", "name": "dock"]])
    XCTAssertEqual(index.saveStatus?.version, 1)
    try index.saveObjects(
      (0..<20).map { ["objectID": .string("n\($0)"), "name": .string("cable hub \($0)")] })
    XCTAssertEqual(index.saveStatus?.version, 2)
    XCTAssertEqual(index.saveStatus?.journalEntries, 0)
    XCTAssertEqual(try LocalIndex(savedIn: directory, access: .readOnly).records, index.records)
  }

  func test_readOnlyIndex_refusesWrites_andChangesNothing() throws {
    let directory = try temporaryDirectory()
    try SavedIndexFixtures.index().save(to: directory)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertThrowsError(try opened.saveObjects([["objectID": "x"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .openedReadOnly(path: directory.path))
    }
    XCTAssertThrowsError(try opened.setSettings(LocalIndexSettings()))
    XCTAssertThrowsError(try opened.clearRules())
    XCTAssertThrowsError(try opened.saveSynonym(Synonym(objectID: "s", synonyms: ["a", "b"])))
    XCTAssertNil(opened.record(objectID: "x"))
    XCTAssertEqual(opened.saveStatus?.access, .readOnly)
  }

  func test_readOnlyService_refusesToCompact_andStaysAReader() throws {
    let directory = try temporaryDirectory()
    try SavedIndexFixtures.index().save(to: directory, options: .init(locking: .whileOpen))
    do {
      let reader = try LocalSearchService(savedIn: directory, access: .readOnly)
      XCTAssertThrowsError(try reader.compact()) {
        XCTAssertEqual($0 as? LocalIndexError, .openedReadOnly(path: directory.path))
      }
      XCTAssertEqual(reader.index(named: "products")?.saveStatus?.access, .readOnly)
    }
    XCTAssertEqual(try versionFile(in: directory).lastPathComponent, "version-1.sift")
  }

  func test_secondWriter_getsATypedError_readersDoNot() throws {
    let directory = try temporaryDirectory()
    let index = try SavedIndexFixtures.index()
    try index.save(to: directory, options: .init(locking: .whileOpen))
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen))) {
      XCTAssertEqual($0 as? LocalIndexError, .directoryLocked(path: directory.path))
    }
    XCTAssertThrowsError(
      try SavedIndexFixtures.index().save(to: directory, options: .init(locking: .whileOpen))
    ) {
      XCTAssertEqual($0 as? LocalIndexError, .directoryLocked(path: directory.path))
    }
    XCTAssertNoThrow(try LocalIndex(savedIn: directory, access: .readOnly))
  }

  func test_lockIsReleased_whenTheIndexGoes() throws {
    let directory = try temporaryDirectory()
    do {
      let index = try SavedIndexFixtures.index()
      try index.save(to: directory, options: .init(locking: .whileOpen))
      XCTAssertThrowsError(
        try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen)))
    }
    XCTAssertNoThrow(try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen)))
  }

  func test_anotherProcessHoldingTheLock_getsATypedError() throws {
    let directory = try temporaryDirectory()
    try SavedIndexFixtures.index().save(to: directory)
    // A second process takes the lock the way a Sift writer does (flock), then waits.
    let input = Pipe()
    let output = Pipe()
    let process = try ChildProcess.python3(
      [
        "-c",
        "import fcntl,sys; f=open(sys.argv[1],'a'); fcntl.flock(f, fcntl.LOCK_EX); print('locked', flush=True); sys.stdin.read()",
        directory.appendingPathComponent("sift.lock").path,
      ], standardInput: input, standardOutput: output)
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    let line = output.fileHandleForReading.availableData
    guard String(decoding: line, as: UTF8.self).hasPrefix("locked") else {
      throw XCTSkip("python3 did not take the lock")
    }
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen))) {
      XCTAssertEqual($0 as? LocalIndexError, .directoryLocked(path: directory.path))
    }
  }

  func test_directoryWithSeveralIndices_opensTheOneNamed() throws {
    let directory = try temporaryDirectory()
    let service = LocalSearchService()
    try service.createIndex(named: "a", records: [["objectID": "1", "name": "alpha"]])
    try service.createIndex(named: "b", records: [["objectID": "1", "name": "beta"]])
    try service.save(to: directory)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: .readOnly)) {
      guard case .notAnIndexDirectory(_, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertTrue(reason.contains("a, b"), reason)
    }
    let b = try LocalIndex(savedIn: directory, name: "b", access: .readOnly)
    XCTAssertEqual(b.record(objectID: "1")?["name"], "beta")
  }

  func test_replicaSave_isRefused() throws {
    let index = try SavedIndexFixtures.index()
    let replica = try XCTUnwrap(index.replicas.first)
    XCTAssertThrowsError(try replica.save(to: temporaryDirectory())) {
      XCTAssertEqual($0 as? LocalIndexError, .replicaIsReadOnly("products_price_asc"))
    }
  }

  /// Placeholder synonyms shape the index (their tokens are indexed whole), and rules shape
  /// searches: both are searched alike after an open, whether they were saved with the index
  /// or journaled after the save.
  func test_synonymsAndRules_savedOrJournaled_searchAlikeOnceOpened() throws {
    for journaled in [false, true] {
      let directory = try temporaryDirectory()
      let index = try LocalIndex(
        name: "flats",
        records: [
          ["objectID": "1", "name": "Flat <number> Main Street", "rent": 900],
          ["objectID": "2", "name": "Flat 7 Main Street", "rent": 1500],
        ])
      let placeholder = Synonym(objectID: "n", placeholder: "<number>", replacements: ["12", "14"])
      let rule = try Rule(json: [
        "objectID": "cheap", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
        "consequence": [
          "params": [
            "filters": "rent < 1000", "query": ["edits": [["type": "remove", "delete": "cheap"]]],
          ]
        ],
      ])
      if journaled { try index.save(to: directory) }
      try index.saveSynonym(placeholder)
      try index.saveRule(rule)
      if !journaled { try index.save(to: directory) }
      XCTAssertEqual(index.saveStatus?.journalEntries, journaled ? 2 : 0)

      let opened = try LocalIndex(savedIn: directory, access: .readOnly)
      XCTAssertEqual(opened.synonyms, [placeholder])
      XCTAssertEqual(opened.rules, [rule])
      for query in ["14 main", "cheap main street", "7 main"] {
        let expected = try index.search(SearchQuery(query)).hits.map { $0["objectID"]?.stringValue }
        XCTAssertEqual(
          try opened.search(SearchQuery(query)).hits.map { $0["objectID"]?.stringValue }, expected,
          "\(query), journaled: \(journaled)")
      }
      XCTAssertEqual(
        try opened.search(SearchQuery("14 main")).hits.map { $0["objectID"]?.stringValue }, ["1"])
      XCTAssertEqual(
        try opened.search(SearchQuery("cheap main street")).hits.map {
          $0["objectID"]?.stringValue
        }, ["1"])
    }
  }

  func test_malformedSynonyms_throwATypedError_andChangeNothing() throws {
    let index = try SavedIndexFixtures.index()
    let directory = try temporaryDirectory()
    try index.save(to: directory)
    let file = directory.appendingPathComponent("synonyms.json")
    try Data(
      #"[{"objectID": "1", "type": "synonym", "synonyms": ["a", "b"]}, {"type": "synonym"}]"#.utf8
    )
    .write(to: file)
    XCTAssertThrowsError(try index.saveSynonyms(contentsOf: file)) {
      guard case .invalidSynonym? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertEqual(index.synonyms, [])
    XCTAssertEqual(index.saveStatus?.journalEntries, 0, "nothing journaled")
  }
}
