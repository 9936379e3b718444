import SiftCore

/// Turns Algolia records into Typesense documents for a collection's schema, checking every
/// record before anything is written.
///
/// - `objectID` becomes `id` (a number is written as text). A record without one uses its own
///   `id` attribute, or gets `{collection}-{n}` as the embedded engine names records it
///   generates identifiers for. A record whose `id` attribute differs from its `objectID` is
///   refused: Typesense keeps the identifier in `id`.
/// - `_geoloc` (`{"lat": …, "lng": …}` or a list of them) becomes the geopoint field's
///   `[lat, lng]` (or list of them; one location in a `geopoint[]` field, a list of one). A
///   `_geoloc` that is not such an object (or list), a coordinate that is not a number within
///   range, several locations for a `geopoint` field, or no `_geoloc` when the geopoint field is
///   required is refused with the record and the key path under `_geoloc`.
/// - A value is made to fit its field: a single value in a list field becomes a list of one,
///   a number or boolean in a string field becomes text; `null` in an optional field is left
///   out. A value that cannot fit (text in a number field, a list in a single-value field, a
///   missing value in a required field) is refused with its record and key path.
struct TypesenseDocumentConverter: Sendable {
  /// The collection's schema.
  let schema: TypesenseCollectionSchema
  /// The geopoint field.
  let geoField: String

  /// The documents for `records`, in order.
  ///
  /// - Parameters:
  ///   - records: The records.
  ///   - firstPosition: The position of the first record among all records imported, for
  ///     errors and generated identifiers.
  /// - Returns: One document per record.
  /// - Throws: ``TypesenseError/invalidRecord(position:objectID:keyPath:reason:)``.
  func documents(_ records: [JSON], firstPosition: Int = 0) throws(TypesenseError) -> [JSON] {
    var documents: [JSON] = []
    documents.reserveCapacity(records.count)
    var seen: Set<String> = []
    for (offset, record) in records.enumerated() {
      let position = firstPosition + offset
      let document = try self.document(record, position: position)
      if case .string(let id)? = document["id"], !seen.insert(id).inserted {
        throw .invalidRecord(
          position: position, objectID: id, keyPath: "objectID",
          reason: "another record of the import has this objectID")
      }
      documents.append(document)
    }
    return documents
  }

  private func document(_ record: JSON, position: Int) throws(TypesenseError) -> JSON {
    guard case .object(var members) = record else {
      throw .invalidRecord(
        position: position, objectID: nil, keyPath: "",
        reason: "expected an object, found \(record.kind)")
    }
    let objectID: String
    switch members["objectID"] {
    case .string(let text)? where !text.isEmpty: objectID = text
    case .number(let number)? where number.isInteger: objectID = number.description
    case nil, .null?:
      switch members["id"] {
      case .string(let text)? where !text.isEmpty: objectID = text
      case .number(let number)? where number.isInteger: objectID = number.description
      default: objectID = "\(schema.name)-\(position + 1)"
      }
    case let other?:
      throw .invalidRecord(
        position: position, objectID: nil, keyPath: "objectID",
        reason: "expected a non-empty string, found \(other.kind)")
    }
    if let own = members["id"], own != .null, members["objectID"] != nil {
      let ownText = own.stringValue ?? own.numberValue.map(\.description)
      guard ownText == objectID else {
        throw .invalidRecord(
          position: position, objectID: objectID, keyPath: "id",
          reason: "Typesense keeps a document's objectID in id, and this record's id differs")
      }
    }
    members["objectID"] = nil
    members["id"] = .string(objectID)
    let geo = members.removeValue(forKey: "_geoloc")
    let geoIsList = schema.fields.first { $0.name == geoField }?.isArray ?? false
    if let geo, geo != .null {
      members[geoField] = try geopoint(
        geo, asList: geoIsList, position: position, objectID: objectID)
    }
    // The geopoint field comes from `_geoloc`, unless the record gave the field itself.
    let geoFromGeoloc = geo != nil || members[geoField] == nil
    var document = JSON.object(members)
    for field in schema.fields where field.name != "id" {
      try fit(
        field, in: &document, fromGeoloc: field.name == geoField && geoFromGeoloc,
        position: position, objectID: objectID)
    }
    return document
  }

  /// `_geoloc` as `[lat, lng]`, or a list of them for a list or when `asList`.
  private func geopoint(
    _ value: JSON, asList: Bool, position: Int, objectID: String
  ) throws(TypesenseError) -> JSON {
    func point(_ location: JSON, path: String) throws(TypesenseError) -> JSON {
      guard case .object = location else {
        throw .invalidRecord(
          position: position, objectID: objectID, keyPath: path,
          reason: "expected a location {\"lat\": …, \"lng\": …}, found \(location.kind)")
      }
      func coordinate(_ name: String, limit: Double) throws(TypesenseError) -> Double {
        let raw = location[name]
        guard let number = raw?.doubleValue ?? raw?.stringValue.flatMap({ Double($0) }),
          number.isFinite, abs(number) <= limit
        else {
          throw .invalidRecord(
            position: position, objectID: objectID, keyPath: path + "." + name,
            reason: "expected a number within ±\(Int(limit)), found \(raw?.kind ?? "nothing")")
        }
        return number
      }
      return [JSON(try coordinate("lat", limit: 90)), JSON(try coordinate("lng", limit: 180))]
    }
    if case .array(let locations) = value {
      var points: [JSON] = []
      for (index, location) in locations.enumerated() {
        points.append(try point(location, path: "_geoloc.\(index)"))
      }
      return .array(points)
    }
    let single = try point(value, path: "_geoloc")
    return asList ? [single] : single
  }

  /// Makes the value at `field`'s path fit the field's type; errors name `_geoloc` for a
  /// geopoint field made `fromGeoloc`, else the field.
  private func fit(
    _ field: TypesenseCollectionSchema.Field, in document: inout JSON, fromGeoloc: Bool,
    position: Int, objectID: String
  ) throws(TypesenseError) {
    let keyPath = fromGeoloc ? "_geoloc" : field.name
    let path = field.name.split(separator: ".").map(String.init)
    let value = document[path: field.name]
    func fail(_ reason: String) -> TypesenseError {
      .invalidRecord(position: position, objectID: objectID, keyPath: keyPath, reason: reason)
    }
    guard let value, value != .null else {
      if value == .null { Self.set(nil, at: path[...], in: &document) }
      guard field.optional else {
        throw fail(
          fromGeoloc
            ? "the geopoint field \(field.name) is required: the record has no _geoloc"
            : "the field \(field.name) is required")
      }
      return
    }
    func scalar(_ element: JSON) throws(TypesenseError) -> JSON {
      switch (field.baseType, element) {
      case ("string", .string), ("string*", _), ("auto", _): return element
      case ("string", .number(let number)): return .string(number.description)
      case ("string", .bool(let flag)): return .string(flag ? "true" : "false")
      case ("int32", .number(let number)), ("int64", .number(let number)):
        guard let integer = number.int64Value, field.integerRange?.contains(integer) ?? true else {
          throw fail("expected an integer that fits the \(field.type) field, found \(number)")
        }
        return element
      case ("float", .number): return element
      case ("bool", .bool): return element
      case ("object", .object): return element
      default:
        throw fail("expected a value for the \(field.type) field, found \(element.kind)")
      }
    }
    if field.isGeo {
      // A location is a list of two numbers; a list of locations, a list of such lists.
      func isPoint(_ point: JSON) -> Bool {
        guard let pair = point.arrayValue, pair.count == 2, let lat = pair[0].doubleValue,
          let lng = pair[1].doubleValue
        else { return false }
        return abs(lat) <= 90 && abs(lng) <= 180
      }
      let fits = field.isArray ? (value.arrayValue?.allSatisfy(isPoint) ?? false) : isPoint(value)
      guard fits else {
        if fromGeoloc {
          throw fail(
            "expected one location for the \(field.type) field \(field.name), found a list")
        }
        throw fail(
          "expected \(field.isArray ? "a list of [lat, lng]" : "[lat, lng]") for the \(field.type) field"
        )
      }
      return
    }
    let fitted: JSON
    if field.isArray {
      let elements = value.arrayValue ?? [value]
      var converted: [JSON] = []
      for element in elements where element != .null {
        converted.append(try scalar(element))
      }
      fitted = .array(converted)
    } else {
      if case .array = value, field.baseType != "string*", field.baseType != "auto" {
        throw fail("expected one value for the \(field.type) field, found a list")
      }
      fitted = try scalar(value)
    }
    if fitted != value, !path.isEmpty { Self.set(fitted, at: path[...], in: &document) }
  }

  /// Sets (or, with `nil`, removes) the value at a path of nested objects.
  private static func set(_ value: JSON?, at path: ArraySlice<String>, in json: inout JSON) {
    guard let key = path.first, case .object(var members) = json else { return }
    if path.count == 1 {
      members[key] = value
    } else if var nested = members[key] {
      set(value, at: path.dropFirst(), in: &nested)
      members[key] = nested
    }
    json = .object(members)
  }
}
