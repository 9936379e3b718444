import Foundation
import SiftCore

extension LocalIndex {
  /// Creates an index from a JSON file of records (an array of objects, as Algolia exports an
  /// index).
  ///
  /// ```swift
  /// let index = try LocalIndex(name: "talks", settings: settings, contentsOf: talksURL)
  /// ```
  /// - Parameters:
  ///   - name: the index's name.
  ///   - settings: the settings.
  ///   - file: a JSON array of records.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)``,
  ///   ``LocalIndexError/invalidJSON(source:error:)`` with the offset of the first error, or
  ///   ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)``.
  public convenience init(
    name: String = "index", settings: LocalIndexSettings = LocalIndexSettings(),
    contentsOf file: URL
  ) throws(LocalIndexError) {
    self.init(name: name, settings: settings, isReplica: false)
    if !settings.replicas.isEmpty { setSettings(settings) }
    try addRecords(contentsOf: file)
  }

  /// Adds the records of a JSON file (an array of objects), atomically.
  /// - Parameter file: a JSON array of records.
  /// - Returns: the objectIDs written, in order.
  /// - Throws: ``LocalIndexError``; nothing is added then.
  @discardableResult
  public func addRecords(contentsOf file: URL) throws(LocalIndexError) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadableFile(path: file.path, reason: error.localizedDescription)
    }
    let json: JSON
    do {
      json = try JSON.parse(data)
    } catch let error as JSONParseError {
      throw .invalidJSON(source: file.lastPathComponent, error: error)
    } catch {
      throw .unreadableFile(path: file.path, reason: "\(error)")
    }
    guard case .array(let records) = json else {
      throw .invalidRecord(
        position: 0, objectID: nil, keyPath: "",
        reason: "\(file.lastPathComponent) does not hold an array of records")
    }
    return try saveObjects(records)
  }
}
