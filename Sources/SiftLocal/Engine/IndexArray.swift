/// The elements of one of a snapshot's arrays, side by side in memory: an array's own storage
/// (an index built in this process), or a saved file's bytes where they lie, mapped (an index
/// opened from a directory; see ``MappedIndexFile``). Either way the elements stay alive and
/// unchanged as long as a value of this type refers to them, and reading them costs the same.
///
/// ```swift
/// let built = IndexArray([3, 1, 4] as [UInt32])
/// built.withUnsafeBufferPointer { $0.reduce(0, +) }  // 8
/// ```
///
/// Reading an element checks its index, as `Array` does. Code reading many elements takes the
/// buffer once (``withUnsafeBufferPointer(_:)``), with indices it has proven in range.
///
/// A view of mapped bytes is checked by its file block by block, on first use
/// (``verify(_:)``): see ``MappedIndexFile``.
struct IndexArray<Element: BitwiseCopyable>: @unchecked Sendable {
  // Immutable: the elements never change while a value refers to them (hence Sendable).

  /// The array whose storage this is (empty for mapped elements).
  private let array: [Element]
  /// The file whose mapped bytes these are (`nil` for an array's).
  let file: MappedIndexFile?
  /// ``file``, for ``verify(_:)`` to call with no retain and release of it (a search verifies
  /// a range for each document it ranks): ``file`` keeps it alive as long as this value.
  private let unretainedFile: Unmanaged<MappedIndexFile>?
  /// The first element.
  private let base: UnsafePointer<Element>
  /// The number of elements.
  let count: Int

  /// No elements.
  init() {
    self.init([])
  }

  /// The elements of `array`, in its own storage (not copied).
  init(_ array: [Element]) {
    self.array = array
    file = nil
    unretainedFile = nil
    count = array.count
    // A native array's storage does not move while it is held and not written to: this value
    // holds it, and nothing writes to it.
    base =
      array.withUnsafeBufferPointer { $0.baseAddress }
      ?? UnsafePointer(IndexArrayEmpty.storage.assumingMemoryBound(to: Element.self))
  }

  /// `count` elements at `base`, in the mapped bytes of `file`, which keeps them mapped.
  init(mapped base: UnsafePointer<Element>, count: Int, in file: MappedIndexFile) {
    array = []
    self.file = file
    unretainedFile = Unmanaged.passUnretained(file)
    self.base = base
    self.count = count
  }

  /// A view of elements `range` of these (sharing their storage).
  /// - Precondition: `range` is within `0 ..< count`.
  init(_ other: IndexArray, range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= other.count, "range out of bounds")
    array = other.array
    file = other.file
    unretainedFile = other.unretainedFile
    base = other.base + range.lowerBound
    count = range.count
  }

  /// Whether the elements are a saved file's, mapped.
  var isMapped: Bool { file != nil }

  /// Calls `body` with the elements, in place (valid during the call: this value, which
  /// holds them, is alive throughout).
  @inline(__always)
  func withUnsafeBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Calls `body` with the elements' bytes, in place.
  func withUnsafeBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in
      try body(UnsafeRawBufferPointer(buffer))
    }
  }

  /// Makes sure the file's bytes of elements `range` are checked (their checksums), once:
  /// nothing for an array's elements. See ``MappedIndexFile/verify(bytes:)``.
  @inline(__always)
  func verify(_ range: Range<Int>) {
    guard let unretainedFile else { return }
    let stride = MemoryLayout<Element>.stride
    let start = UnsafeRawPointer(base + range.lowerBound)
    unretainedFile._withUnsafeGuaranteedRef { $0.verify(start, byteCount: range.count &* stride) }
  }

  /// Makes sure every element's bytes are checked (see ``verify(_:)``).
  func verifyAll() {
    verify(0..<count)
  }

  /// The elements, copied into an array.
  var copied: [Element] {
    withUnsafeBufferPointer { Array($0) }
  }

  /// Bytes the elements take (an array's allocation header included), wherever they are.
  var memoryBytes: Int {
    (isMapped ? 0 : 32) + count * MemoryLayout<Element>.stride
  }

  /// Bytes of the elements read in place from a saved file (none for an array's).
  var mappedBytes: Int { isMapped ? count * MemoryLayout<Element>.stride : 0 }

  /// The address of the first element: equal for two values sharing their storage.
  var address: UInt { UInt(bitPattern: base) }

  /// The elements' bytes in a saved file, as an address and a count (none for an array's).
  var bytes: ByteSpan {
    ByteSpan(address: address, count: isMapped ? count * MemoryLayout<Element>.stride : 0)
  }
}

/// Bytes in memory, by address (for a saved file's checks: see ``IndexSnapshot/prepareToRead()``).
struct ByteSpan: Sendable {
  let address: UInt
  let count: Int
}

extension IndexArray: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// Element `index`, which must be in `0 ..< count`.
  @inline(__always)
  subscript(index: Int) -> Element {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "Index out of range")
    return base[index]
  }

  func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result? {
    try body(UnsafeBufferPointer(start: base, count: count))
  }
}

extension IndexArray: ExpressibleByArrayLiteral {
  init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IndexArray: Equatable where Element: Equatable {
  /// Whether the elements are equal, one by one.
  static func == (lhs: IndexArray, rhs: IndexArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.base == rhs.base { return true }
    return lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in left.elementsEqual(right) }
    }
  }
}

/// What an empty ``IndexArray`` points to (never read: it has no element).
private enum IndexArrayEmpty {
  nonisolated(unsafe) static let storage = UnsafeMutableRawPointer.allocate(
    byteCount: 16, alignment: 16)
}
