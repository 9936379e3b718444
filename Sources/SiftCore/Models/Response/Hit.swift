/// A search hit decoded to a record type, with Algolia's per-hit metadata.
///
/// ```swift
/// struct Product: Decodable { var name: String; var price: Double }
/// let hits: [Hit<Product>] = try response.hits(as: Product.self)
/// hits[0].record.name
/// hits[0].highlighted("name")?.taggedRanges
/// ```
///
/// The record is decoded from the whole hit object, so it may read `objectID` or the
/// underscored metadata too; `Hit<JSON>` keeps the hit as is.
public struct Hit<Record: Decodable> {
  /// The record's identifier (`objectID`).
  public var objectID: String
  /// The record, decoded from the whole hit object.
  public var record: Record
  /// Highlighting of the record's attributes (`_highlightResult`).
  public var highlightResult: JSON?
  /// Snippets of the record's attributes (`_snippetResult`).
  public var snippetResult: JSON?
  /// How the hit was ranked (`_rankingInfo`), when `getRankingInfo` was requested.
  public var rankingInfo: JSON?
  /// The record's location (`_geoloc`); the first one when the record has several.
  public var geolocation: GeoLocation?

  /// Creates a hit.
  /// - Parameters:
  ///   - objectID: the record's identifier.
  ///   - record: the record.
  ///   - highlightResult: the `_highlightResult` object.
  ///   - snippetResult: the `_snippetResult` object.
  ///   - rankingInfo: the `_rankingInfo` object.
  ///   - geolocation: the record's location.
  public init(
    objectID: String, record: Record, highlightResult: JSON? = nil, snippetResult: JSON? = nil,
    rankingInfo: JSON? = nil, geolocation: GeoLocation? = nil
  ) {
    self.objectID = objectID
    self.record = record
    self.highlightResult = highlightResult
    self.snippetResult = snippetResult
    self.rankingInfo = rankingInfo
    self.geolocation = geolocation
  }

  /// Decodes a hit object.
  ///
  /// `objectID` must be a string (an integer is accepted and converted); `_geoloc` may be one
  /// location or an array of them.
  /// - Parameters:
  ///   - json: the hit object.
  ///   - position: the hit's index in its response's `hits`, used in errors.
  /// - Throws: ``HitDecodingError`` naming the position, the key path and the problem.
  public init(json: JSON, position: Int = 0) throws {
    guard case .object(let members) = json else {
      throw HitDecodingError(
        position: position, objectID: nil, codingPath: "",
        reason: "expected an object, found \(json.kind)")
    }
    let objectID: String
    switch members["objectID"] {
    case .string(let text):
      objectID = text
    case .number(let number) where number.isInteger:
      objectID = number.description
    case nil:
      throw HitDecodingError(
        position: position, objectID: nil, codingPath: "objectID", reason: "missing objectID")
    case .some(let other):
      throw HitDecodingError(
        position: position, objectID: nil, codingPath: "objectID",
        reason: "expected a string, found \(other.kind)")
    }
    func decode<T: Decodable>(_ type: T.Type, from value: JSON, at path: String) throws -> T {
      do {
        return try value.decode(T.self)
      } catch {
        throw HitDecodingError(
          position: position, objectID: objectID, prefix: path, underlying: error)
      }
    }
    let geolocation: GeoLocation?
    switch members["_geoloc"] {
    case nil, .null?:
      geolocation = nil
    case .array(let locations)?:
      geolocation = try decode([GeoLocation].self, from: .array(locations), at: "_geoloc").first
    case .some(let location):
      geolocation = try decode(GeoLocation.self, from: location, at: "_geoloc")
    }
    self.init(
      objectID: objectID, record: try decode(Record.self, from: json, at: ""),
      highlightResult: members["_highlightResult"], snippetResult: members["_snippetResult"],
      rankingInfo: members["_rankingInfo"], geolocation: geolocation)
  }
}

// Conditional conformances live here: Swift requires them in the file declaring `Hit`.
extension Hit: Sendable where Record: Sendable {}

extension Hit: Equatable where Record: Equatable {}

extension Hit: Hashable where Record: Hashable {}
