import SiftCore

/// Why the embedded engine rejected a write, a setting, a file or a search, and where.
///
/// Every failing call leaves the index as it was.
///
/// ```swift
/// do {
///   try index.saveObjects([["objectID": "1", "_geoloc": ["lat": "north"]]])
/// } catch let error as LocalIndexError {
///   print(error)  // Invalid record #0 (objectID "1") at _geoloc.lat: expected a number …
/// }
/// ```
public enum LocalIndexError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A record of a batch is malformed: its zero-based position in the batch, its objectID when
  /// known, the key path of the bad value (empty for the record itself) and the reason.
  case invalidRecord(position: Int, objectID: String?, keyPath: String, reason: String)
  /// A setting has the wrong type or an unreadable value.
  case invalidSettings(setting: String, reason: String)
  /// The `filters` parameter does not parse.
  case invalidFilters(FilterParseError)
  /// An element of `facetFilters`, `numericFilters`, `tagFilters` or `optionalFilters` does
  /// not parse.
  case invalidFilterList(parameter: String, filter: String, reason: String)
  /// A search parameter has an unusable value.
  case invalidParameter(name: String, reason: String)
  /// A JSON document (records or settings) does not parse.
  case invalidJSON(source: String, error: JSONParseError)
  /// A file could not be read.
  case unreadableFile(path: String, reason: String)
  /// No index has this name.
  case indexNotFound(String)
  /// Records are written to a primary index; its replicas follow it.
  case replicaIsReadOnly(String)
  /// A facet values search on an attribute not declared `searchable(…)` in
  /// `attributesForFaceting`.
  case facetNotSearchable(String)
  /// The task was cancelled before the write finished; nothing was written.
  case cancelled
  /// A search parameter Algolia does not know (Algolia answers 400 "Unknown parameter").
  case unknownParameter(String)
  /// A search parameter Algolia knows that the embedded engine does not implement, with a
  /// value that would change the results; the reason says what to use instead.
  case unsupportedParameter(name: String, reason: String)
  /// A synonym is malformed: its objectID when known, and what is wrong.
  case invalidSynonym(objectID: String?, reason: String)
  /// A rule is malformed: its objectID when known, and what is wrong (with its key path).
  case invalidRule(objectID: String?, reason: String)
  /// Without `searchableAttributes`, every top-level attribute is searched, and the records
  /// have more of them than an index can search (`limit`); set `searchableAttributes`.
  case tooManySearchableAttributes(count: Int, limit: Int)
  /// A saved file is shorter than it should be (cut short by a crash or an incomplete copy):
  /// its size, and the size its header gives when the header could be read.
  case truncatedFile(path: String, bytes: Int, expectedBytes: Int?)
  /// A file is not one Sift saves: it does not start with the expected magic number.
  case notAnIndexFile(path: String)
  /// A saved file was written in a newer version of the format than this Sift reads.
  case unsupportedFormatVersion(path: String, version: Int, supported: Int)
  /// A saved index file's text was folded with the tables of another Unicode version
  /// (`version`, such as `"16.0"`) than this Sift folds with (`supported`): its words would not
  /// match what this Sift makes of a query. Build the index again with this Sift (from its
  /// records) and save it.
  case unsupportedUnicodeVersion(path: String, version: String, supported: String)
  /// A part of a saved file is damaged: its checksum does not match its bytes, or it
  /// contradicts another part. `part` names it (a section, the header, a journal entry).
  case corruptFile(path: String, part: String, reason: String)
  /// A saved index file lacks a section that every saved index has.
  case missingSection(path: String, section: String)
  /// A file could not be written (the disk is full, a permission is missing, …); the save or
  /// the write that needed it changed nothing.
  case writeFailed(path: String, reason: String)
  /// Another writer (a process, or another open in this one) holds the directory's lock file.
  case directoryLocked(path: String)
  /// The directory holds no saved index (or not the one asked for).
  case notAnIndexDirectory(path: String, reason: String)
  /// The index was opened read-only from a saved directory (or its directory was released):
  /// writes are refused.
  case openedReadOnly(path: String)
  /// A saved file cannot be read or written now: on an Apple device, its data protection class
  /// keeps it unavailable while the device is locked (the system refuses it with `EPERM` or
  /// `EACCES`). Nothing was changed; the same call succeeds once the device is unlocked. See
  /// ``LocalIndex/FileProtection``.
  case protectedDataUnavailable(path: String)

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .invalidRecord(let position, let objectID, let keyPath, let reason):
      let id = objectID.map { " (objectID \"\($0)\")" } ?? ""
      let path = keyPath.isEmpty ? "" : " at \(keyPath)"
      return "Invalid record #\(position)\(id)\(path): \(reason)"
    case .invalidSettings(let setting, let reason):
      // A JSON key may be empty: shown quoted, it still names the setting.
      return "Invalid setting \(setting.isEmpty ? "\"\"" : setting): \(reason)"
    case .invalidFilters(let error):
      return "Invalid filters: \(error)"
    case .invalidFilterList(let parameter, let filter, let reason):
      return "Invalid \(parameter) element \"\(filter)\": \(reason)"
    case .invalidParameter(let name, let reason):
      return "Invalid search parameter \(name): \(reason)"
    case .invalidJSON(let source, let error):
      return "Invalid JSON in \(source): \(error)"
    case .unreadableFile(let path, let reason):
      return "Cannot read \(path): \(reason)"
    case .indexNotFound(let name):
      return "No index named \"\(name)\""
    case .replicaIsReadOnly(let name):
      return "\"\(name)\" is a replica; write to its primary index"
    case .facetNotSearchable(let attribute):
      return "Cannot search the values of \(attribute): declare it searchable(\(attribute)) "
        + "in attributesForFaceting"
    case .cancelled:
      return "Cancelled before the write finished; nothing was written"
    case .unknownParameter(let name):
      return "Unknown parameter: \(name)"
    case .unsupportedParameter(let name, let reason):
      return "Unsupported parameter \(name): \(reason)"
    case .invalidSynonym(let objectID, let reason):
      return "Invalid synonym\(objectID.map { " \"\($0)\"" } ?? ""): \(reason)"
    case .invalidRule(let objectID, let reason):
      return "Invalid rule\(objectID.map { " \"\($0)\"" } ?? ""): \(reason)"
    case .tooManySearchableAttributes(let count, let limit):
      return "The records have \(count) top-level attributes to search, more than the \(limit) "
        + "an index can search; set searchableAttributes"
    case .truncatedFile(let path, let bytes, let expected):
      let expectation = expected.map { " of the \($0) its header gives" } ?? ""
      return "\(path) is truncated: it has \(bytes) bytes\(expectation)"
    case .notAnIndexFile(let path):
      return "\(path) is not a file Sift saved (its magic number is wrong)"
    case .unsupportedFormatVersion(let path, let version, let supported):
      return "\(path) was saved in format version \(version); this Sift reads up to version "
        + "\(supported)"
    case .unsupportedUnicodeVersion(let path, let version, let supported):
      return "\(path) folds text with the tables of Unicode \(version); this Sift folds with "
        + "Unicode \(supported)'s, so the index must be built again"
    case .corruptFile(let path, let part, let reason):
      return "\(path) is damaged: \(part): \(reason)"
    case .missingSection(let path, let section):
      return "\(path) lacks its section \(section)"
    case .writeFailed(let path, let reason):
      return "Cannot write \(path): \(reason); nothing was changed"
    case .directoryLocked(let path):
      return "\(path) is open for writing elsewhere (its lock file is held)"
    case .notAnIndexDirectory(let path, let reason):
      return "\(path) holds no saved index: \(reason)"
    case .openedReadOnly(let path):
      return "The index was opened read-only from \(path); open it for writing to change it"
    case .protectedDataUnavailable(let path):
      return "\(path) is unavailable while the device is locked (its data protection class), or "
        + "its permissions refuse it; nothing was changed"
    }
  }
}
