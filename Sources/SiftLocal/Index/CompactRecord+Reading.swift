import SiftCore

extension CompactRecord {
  /// One encoded value of a record, read in place: what the index build reads instead of
  /// decoding records (no dictionary, no reference counting).
  ///
  /// A view is valid only inside the ``withRoot(_:)`` call that made it. Reads of a malformed
  /// encoding (never made by ``init(_:)``) stop early rather than trap.
  struct View {
    let buffer: UnsafeBufferPointer<UInt8>
    /// The offset of the value's tag byte.
    let start: Int

    /// The value's tag (`nil` past the end or for an unknown tag).
    var tag: Tag? { start < buffer.count ? Tag(rawValue: buffer[start]) : nil }

    /// The UTF-8 bytes of a string value.
    var string: UnsafeBufferPointer<UInt8>? {
      guard tag == .string else { return nil }
      var offset = start + 1
      return CompactRecord.stringBytes(buffer, &offset)
    }

    /// A number value.
    var number: JSON.Number? {
      var offset = start + 1
      switch tag {
      case .int?:
        guard let zigzag = CompactRecord.varint(buffer, &offset) else { return nil }
        return JSON.Number(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
      case .double?:
        return CompactRecord.double(buffer, &offset).map { JSON.Number($0) }
      default:
        return nil
      }
    }

    /// Whether the value is a number, an array or an object (a value that may hold numbers).
    var holdsNumbers: Bool {
      switch tag {
      case .int?, .double?, .array?, .object?: return true
      default: return false
      }
    }

    /// The first element of an array value.
    var firstElement: View? {
      guard tag == .array else { return nil }
      var offset = start + 1
      guard let (count, _) = CompactRecord.container(buffer, &offset), count > 0,
        offset < buffer.count
      else { return nil }
      return View(buffer: buffer, start: offset)
    }

    /// The offset just past this value.
    var end: Int {
      var offset = start
      CompactRecord.skip(buffer, &offset)
      return offset
    }

    /// Calls `body` with each element of an array value, in order.
    func forEachElement(_ body: (View) -> Void) {
      guard tag == .array else { return }
      var offset = start + 1
      guard let (count, _) = CompactRecord.container(buffer, &offset) else { return }
      for _ in 0..<count where offset < buffer.count {
        let element = View(buffer: buffer, start: offset)
        body(element)
        CompactRecord.skip(buffer, &offset)
      }
    }

    /// Calls `body` with each member of an object value (its key's UTF-8 bytes and its value),
    /// in encoding order.
    func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, View) -> Void) {
      guard tag == .object else { return }
      var offset = start + 1
      guard let (count, _) = CompactRecord.container(buffer, &offset) else { return }
      for _ in 0..<count {
        guard let key = CompactRecord.stringBytes(buffer, &offset), offset < buffer.count else {
          return
        }
        body(key, View(buffer: buffer, start: offset))
        CompactRecord.skip(buffer, &offset)
      }
    }

    /// The member of an object value whose key's UTF-8 bytes are `key`.
    func member(_ key: UnsafeBufferPointer<UInt8>) -> View? {
      guard tag == .object else { return nil }
      var offset = start + 1
      guard let (count, _) = CompactRecord.container(buffer, &offset) else { return nil }
      for _ in 0..<count {
        guard let name = CompactRecord.stringBytes(buffer, &offset), offset < buffer.count else {
          return nil
        }
        if CompactRecord.equal(name, key) { return View(buffer: buffer, start: offset) }
        CompactRecord.skip(buffer, &offset)
      }
      return nil
    }

    /// The value, decoded.
    var json: JSON {
      var offset = start
      return CompactRecord.decode(buffer, &offset, depth: 0) ?? .null
    }
  }

  /// A record's top-level members, found in one scan, so that looking several of them up does
  /// not scan the record again. Reused from record to record (its storage is kept).
  struct MemberTable {
    /// The record.
    private(set) var root = View(buffer: UnsafeBufferPointer(start: nil, count: 0), start: 0)
    /// By member, in encoding order: where its key's bytes start, their count, and where its
    /// value starts (the first ``count`` entries; the storage is kept from record to record).
    private var entries: [(key: Int, keyCount: Int, value: Int)] = []
    /// The number of members.
    private(set) var count = 0

    /// A table for no record yet.
    init() {}

    /// Replaces the table with the members of `root` (none unless it is an object). The table
    /// is valid while `root` is.
    mutating func load(_ root: View) {
      self.root = root
      count = 0
      guard root.tag == .object else { return }
      let buffer = root.buffer
      var offset = root.start + 1
      guard let (members, _) = CompactRecord.container(buffer, &offset) else { return }
      // The count is at most the byte length, checked by `container`.
      let capacity = Int(members)
      if entries.count < capacity {
        entries.append(
          contentsOf: repeatElement(
            (key: 0, keyCount: 0, value: 0), count: capacity - entries.count))
      }
      var found = 0
      entries.withUnsafeMutableBufferPointer { entries in
        while found < capacity {
          guard let keyCount = CompactRecord.varint(buffer, &offset),
            keyCount < UInt64(buffer.count - offset)
          else { return }
          let key = offset
          offset += Int(keyCount)
          entries[found] = (key, Int(keyCount), offset)
          found += 1
          CompactRecord.skip(buffer, &offset)
        }
      }
      count = found
    }

    /// The member whose key's UTF-8 bytes are `key`.
    func member(_ key: UnsafeBufferPointer<UInt8>) -> View? {
      let buffer = root.buffer
      return entries.withUnsafeBufferPointer { entries in
        for index in 0..<count {
          let entry = entries[index]
          if entry.keyCount == key.count,
            CompactRecord.equal(
              UnsafeBufferPointer(rebasing: buffer[entry.key..<entry.key &+ entry.keyCount]), key)
          {
            return View(buffer: buffer, start: entry.value)
          }
        }
        return nil
      }
    }

    /// Calls `body` with each member, in encoding order.
    func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, View) -> Void) {
      for index in 0..<count {
        let entry = entries[index]
        body(
          UnsafeBufferPointer(rebasing: root.buffer[entry.key..<entry.key + entry.keyCount]),
          View(buffer: root.buffer, start: entry.value))
      }
    }
  }

  /// Calls `body` with a view of the record's value.
  func withRoot<T>(_ body: (View) -> T) -> T {
    withBytes { body(View(buffer: $0, start: 0)) }
  }

  /// Whether two byte runs are equal.
  static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    // Eight bytes at a time, then the rest one by one (keys are short: most take one or two
    // comparisons).
    let count = lhs.count
    var index = 0
    while index + 8 <= count {
      let leftWord = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
      let rightWord = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
      guard leftWord == rightWord else { return false }
      index += 8
    }
    while index < count {
      guard left[index] == right[index] else { return false }
      index += 1
    }
    return true
  }

  /// Moves `offset` past the value there (to the end of the buffer for a malformed one).
  static func skip(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) {
    guard offset < buffer.count, let tag = Tag(rawValue: buffer[offset]) else {
      offset = buffer.count
      return
    }
    offset += 1
    switch tag {
    case .null, .false, .true: return
    case .int: if varint(buffer, &offset) == nil { offset = buffer.count }
    case .double: offset = min(offset + 8, buffer.count)
    case .string: if stringBytes(buffer, &offset) == nil { offset = buffer.count }
    case .array, .object:
      // The byte length steps over the values.
      offset = container(buffer, &offset)?.end ?? buffer.count
    }
  }
}
