// Fuzz target: a saved index's journal (`journal-N.log`) damaged after its writes, opened
// read-only and for writing.
//
// Input, read as a stream of decisions (FuzzInput): the number of journaled writes (1 to 6) and
// each write (a record added or replaced, one deleted, one with a generated objectID, a change
// of settings, every record cleared), then up to three damages of the journal: a byte flipped
// (offset, mask), the file cut (offset), or bytes zeroed (offset, length).
//
// The target knows what each entry held, so it checks the journal's promise exactly. An entry
// is intact when its bytes are all there, unchanged. Opening read-only gives the index as it was
// after the intact entries before the first one that is not (k of them), or a typed error naming
// the journal; it may give fewer than all entries only if no intact entry is left after the k-th
// (the loss of a torn append, or of damage to the last entries), and it must open when the file
// is an unchanged prefix of the journal (a cut: what a crash during an append leaves). A damaged
// header is an error. Opening for writing gives the same answer; after an error the file is as it
// was, after an open it is cut where the k-th entry starts, and a write then lands after the
// intact entries.
//
// Seeds: `SIFT_FUZZ_SEEDS=<directory> <binary> -runs=0` writes the seed corpus into the
// directory.
import Foundation
import SiftCore

@testable import SiftLocal

// MARK: - Writes

private let objectIDs = ["w0", "w1", "w2", "w3"]
private let attributeSets: [JSON] = [["name"], ["name", "color"], ["color"]]

/// One journaled write to `index`, chosen by the input.
private func write(_ input: inout FuzzInput, to index: LocalIndex) throws(LocalIndexError) {
  switch input.int(in: 0...4) {
  case 0:
    try index.saveObjects([
      [
        "objectID": .string(input.pick(objectIDs)), "name": .string(input.text(maximum: 16)),
        "color": .string(input.pick(["red", "blue"])),
      ]
    ])
  case 1:
    try index.deleteObjects(objectIDs: [input.pick(objectIDs)])
  case 2:
    try index.saveObjects([["name": .string(input.text(maximum: 8))]])
  case 3:
    try index.setSettings(
      LocalIndexSettings(json: ["searchableAttributes": input.pick(attributeSets)]))
  default:
    try index.clearObjects()
  }
}

/// What the index holds, to compare.
private func state(_ index: LocalIndex) -> [String] {
  index.records.map { $0.serialized() }.sorted() + [index.settings.json.serialized()]
}

// MARK: - Seeds

/// Bytes that FuzzInput reads back as the decisions given.
private struct SeedBytes {
  var bytes: [UInt8] = []

  mutating func int(_ value: Int, in range: ClosedRange<Int>) {
    let raw = value - range.lowerBound
    if range.upperBound - range.lowerBound + 1 > 256 {
      bytes += [UInt8(raw >> 8), UInt8(raw & 0xFF)]
    } else {
      bytes.append(UInt8(raw))
    }
  }

  mutating func text(_ text: String) {
    int(text.utf8.count, in: 0...16)
    bytes += Array(text.utf8)
  }
}

/// Writes the seed corpus into `directory`: journals of several kinds of writes, whole, flipped
/// in a length, cut, and zeroed.
private func writeSeeds(to directory: URL) throws {
  func seed(_ damages: (inout SeedBytes) -> Void) -> [UInt8] {
    var seed = SeedBytes()
    seed.int(5, in: 1...6)
    seed.int(0, in: 0...4)  // add w0
    seed.int(0, in: 0...3)
    seed.text("lamp")
    seed.int(1, in: 0...1)
    seed.int(2, in: 0...4)  // a generated objectID
    seed.text("desk")
    seed.int(3, in: 0...4)  // settings
    seed.int(1, in: 0...2)
    seed.int(1, in: 0...4)  // delete w0
    seed.int(0, in: 0...3)
    seed.int(0, in: 0...4)  // add w1
    seed.int(1, in: 0...3)
    seed.text("chair")
    seed.int(0, in: 0...1)
    damages(&seed)
    return seed.bytes
  }
  let seeds: [String: [UInt8]] = [
    "whole": seed { $0.int(0, in: 0...3) },
    // Bit 6 of the high byte of the second entry's length (the header is 40 bytes).
    "length-flipped": seed {
      $0.int(1, in: 0...3)
      $0.int(0, in: 0...2)
      $0.int(40 + 150, in: 0...65535)
      $0.bytes.append(0x40)
    },
    "last-entry-flipped": seed {
      $0.int(1, in: 0...3)
      $0.int(0, in: 0...2)
      $0.int(65535, in: 0...65535)
      $0.bytes.append(0x01)
    },
    "cut": seed {
      $0.int(1, in: 0...3)
      $0.int(1, in: 0...2)
      $0.int(300, in: 0...65535)
    },
    "zeroed-then-cut": seed {
      $0.int(2, in: 0...3)
      $0.int(2, in: 0...2)
      $0.int(100, in: 0...65535)
      $0.int(16, in: 1...32)
      $0.int(1, in: 0...2)
      $0.int(350, in: 0...65535)
    },
    "header-flipped": seed {
      $0.int(1, in: 0...3)
      $0.int(0, in: 0...2)
      $0.int(30, in: 0...65535)
      $0.bytes.append(0x01)
    },
  ]
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, bytes) in seeds {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
  }
}

// MARK: - The target

/// The bytes of the file at `url`, if it can be read. (Not `Data(contentsOf:)`, which leaks its
/// buffer when it reads an empty file.)
private func contents(of url: URL) -> [UInt8]? {
  guard let input = try? FileInput(url.path) else { return nil }
  return try? input.bytes(at: 0, count: input.size)
}

/// Opens `directory`: the index, or the error (checked to name `journal`).
private func open(
  _ directory: URL, access: LocalIndex.Access, journal: String
) -> Result<LocalIndex, LocalIndexError> {
  let result = Result { () throws(LocalIndexError) in
    try LocalIndex(
      savedIn: directory, access: access, options: .init(compaction: .manual, locking: .whileOpen))
  }
  if case .failure(let error) = result {
    switch error {
    case .corruptFile(let path, _, _), .notAnIndexFile(let path),
      .unsupportedFormatVersion(let path, _, _), .truncatedFile(let path, _, _):
      check(path == journal, "\(error) does not name the journal")
    default:
      check(false, "not an error about the journal: \(error)")
    }
  }
  return result
}

/// libFuzzer's entry point: runs one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let seeds = ProcessInfo.processInfo.environment["SIFT_FUZZ_SEEDS"] {
    do {
      try writeSeeds(to: URL(fileURLWithPath: seeds, isDirectory: true))
    } catch {
      fatalError("writing the seeds: \(error)")
    }
    _exit(0)  // not exit: libFuzzer reports a target that exits as a crash
  }
  var input = FuzzInput(data, size)
  let directory = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let journal = directory.appendingPathComponent("journal-1.log")

  // The writes, and what the index held after each.
  var states: [[String]] = []
  var ends: [Int] = []
  do {
    let index = try LocalIndex(
      name: "things",
      records: [
        ["objectID": "s0", "name": "saved lamp"], ["objectID": "s1", "name": "saved desk"],
      ],
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name"]]))
    try index.save(to: directory, options: .init(compaction: .manual, locking: .whileOpen))
    states.append(state(index))
    for _ in 0..<input.int(in: 1...6) {
      try write(&input, to: index)
      ends.append(index.saveStatus?.journalBytes ?? 0)
      states.append(state(index))
    }
    index.releaseDirectory()
  } catch {
    check(false, "a write failed: \(error)")
    return 0
  }
  guard let original = contents(of: journal) else {
    check(false, "no journal")
    return 0
  }
  check(original.count == ends.last, "the journal's length is not its last write's end")
  let headerSize = Int(original[12]) | Int(original[13]) << 8
  let starts = [headerSize] + ends.dropLast()
  check(ends.count == states.count - 1, "an entry per write")

  // The damages.
  var damaged = original
  for _ in 0..<input.int(in: 0...3) {
    guard !damaged.isEmpty else { break }
    let kind = input.int(in: 0...2)
    let offset = input.int(in: 0...65535) % damaged.count
    switch kind {
    case 0:
      let mask = input.byte()
      damaged[offset] ^= mask == 0 ? 0x80 : mask
    case 1:
      damaged = Array(damaged.prefix(offset))
    default:
      let end = min(damaged.count, offset + input.int(in: 1...32))
      for position in offset..<end { damaged[position] = 0 }
    }
  }
  do {
    try Data(damaged).write(to: journal)
  } catch {
    fatalError("writing the journal: \(error)")
  }

  // What the damage leaves.
  let isPrefix = damaged.elementsEqual(original.prefix(damaged.count))
  let intact = (0..<ends.count).map { entry in
    ends[entry] <= damaged.count
      && damaged[starts[entry]..<ends[entry]].elementsEqual(original[starts[entry]..<ends[entry]])
  }
  let kept = intact.firstIndex(of: false) ?? ends.count
  let headerCut = damaged.count < headerSize
  let headerDamaged =
    !headerCut && !damaged[0..<headerSize].elementsEqual(original[0..<headerSize])
  let intactAfter = intact.dropFirst(kept).contains(true)

  let readOnly = open(directory, access: .readOnly, journal: journal.path)
  switch readOnly {
  case .success(let index):
    check(!headerDamaged, "a damaged header opened")
    check(!intactAfter, "entries \(kept)… dropped with an intact entry after them")
    check(state(index) == states[headerCut ? 0 : kept], "opened as another state")
  case .failure(let error):
    check(!isPrefix, "a cut journal (a crash) does not open: \(error)")
    check(headerDamaged || headerCut || kept < ends.count, "an undamaged journal: \(error)")
  }

  let readWrite = open(directory, access: .readWrite, journal: journal.path)
  let after = contents(of: journal) ?? []
  switch (readOnly, readWrite) {
  case (.failure(let first), .failure(let second)):
    check(first == second, "read-only: \(first); for writing: \(second)")
    check(after == damaged, "opening for writing changed a journal it refused")
  case (.success(let reader), .success(let writer)):
    check(state(writer) == state(reader), "the writer and the reader differ")
    let length = headerCut ? 0 : kept < ends.count ? starts[kept] : damaged.count
    check(after.elementsEqual(damaged.prefix(length)), "the writer cut the journal elsewhere")
    do {
      try writer.saveObjects([["objectID": "after", "name": "written after the damage"]])
      let expected = state(writer)
      writer.releaseDirectory()
      guard case .success(let reopened) = open(directory, access: .readOnly, journal: journal.path)
      else {
        check(false, "the journal does not open after a write")
        return 0
      }
      check(state(reopened) == expected, "the write after the damage is not there")
    } catch {
      check(false, "a write after the damage failed: \(error)")
    }
  default:
    check(false, "read-only: \(readOnly); for writing: \(readWrite)")
  }
  return 0
}
