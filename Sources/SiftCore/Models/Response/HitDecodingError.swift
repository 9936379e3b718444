import Foundation

/// A hit that could not be decoded to the requested record type, with where and why.
///
/// ```swift
/// do { _ = try response.hits(as: Product.self) } catch let error as HitDecodingError {
///   print(error)
///   // Cannot decode hits[1].price (objectID "2"): Expected to decode Double but found a string.
/// }
/// ```
public struct HitDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The hit's index in the response's `hits`.
  public var position: Int
  /// The hit's `objectID`, when it could be read.
  public var objectID: String?
  /// The path inside the hit, such as `price` or `variants[0].size`; empty for the hit itself.
  public var codingPath: String
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - position: the hit's index in `hits`.
  ///   - objectID: the hit's `objectID`, if known.
  ///   - codingPath: the path inside the hit.
  ///   - reason: what went wrong.
  public init(position: Int, objectID: String?, codingPath: String, reason: String) {
    self.position = position
    self.objectID = objectID
    self.codingPath = codingPath
    self.reason = reason
  }

  /// The full key path, such as `hits[3].price`.
  public var keyPath: String {
    let base = "hits[\(position)]"
    if codingPath.isEmpty { return base }
    return codingPath.hasPrefix("[") ? base + codingPath : base + "." + codingPath
  }

  /// A sentence naming the key path, the objectID and the reason.
  public var description: String {
    let identity = objectID.map { " (objectID \"\($0)\")" } ?? ""
    return "Cannot decode \(keyPath)\(identity): \(reason)"
  }

  /// An error of decoding a hit's record, its path read from the underlying error: `prefix`,
  /// then the underlying error's coding path without its first `droppedKeys` keys (the keys
  /// that lead to the hit itself in an enclosing document).
  init(
    position: Int, objectID: String?, prefix: String, underlying: any Error, droppedKeys: Int = 0
  ) {
    var path: [any CodingKey] = []
    let reason: String
    switch underlying {
    case DecodingError.typeMismatch(_, let context):
      path = context.codingPath
      reason = context.debugDescription
    case DecodingError.valueNotFound(_, let context):
      path = context.codingPath
      reason = context.debugDescription
    case DecodingError.keyNotFound(let key, let context):
      path = context.codingPath + [key]
      reason = "missing key \"\(key.stringValue)\""
    case DecodingError.dataCorrupted(let context):
      path = context.codingPath
      reason = context.debugDescription
    default:
      reason = String(describing: underlying)
    }
    var codingPath = prefix
    for key in path.dropFirst(droppedKeys) {
      if let index = key.intValue {
        codingPath += "[\(index)]"
      } else {
        codingPath += (codingPath.isEmpty ? "" : ".") + key.stringValue
      }
    }
    self.init(position: position, objectID: objectID, codingPath: codingPath, reason: reason)
  }
}

extension HitDecodingError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? {
    description
  }
}
