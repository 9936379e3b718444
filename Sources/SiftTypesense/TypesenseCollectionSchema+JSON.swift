import SiftCore

extension TypesenseCollectionSchema {
  /// Reads a schema as `GET /collections/{name}` returns it.
  ///
  /// - Parameter json: The reply's body.
  /// - Throws: ``TypesenseReplyError`` naming the member that is missing or of the wrong type.
  init(json: JSON) throws(TypesenseReplyError) {
    guard case .object(let members) = json else {
      throw TypesenseReplyError(description: "expected a collection object, found \(json.kind)")
    }
    guard case .string(let name)? = members["name"] else {
      throw TypesenseReplyError(description: "missing collection name")
    }
    guard case .array(let fieldValues)? = members["fields"] else {
      throw TypesenseReplyError(description: "missing fields of collection \(name)")
    }
    var fields: [Field] = []
    for (position, value) in fieldValues.enumerated() {
      guard case .string(let fieldName)? = value["name"], case .string(let type)? = value["type"]
      else {
        throw TypesenseReplyError(
          description: "fields[\(position)] of collection \(name) lacks a name or a type")
      }
      fields.append(
        Field(
          name: fieldName, type: type, facet: value["facet"]?.boolValue ?? false,
          optional: value["optional"]?.boolValue ?? false,
          index: value["index"]?.boolValue ?? true, sort: value["sort"]?.boolValue))
    }
    let sortingField = members["default_sorting_field"]?.stringValue
    self.init(
      name: name, fields: fields,
      defaultSortingField: sortingField?.isEmpty == false ? sortingField : nil,
      enableNestedFields: members["enable_nested_fields"]?.boolValue ?? false,
      documentCount: members["num_documents"]?.intValue)
  }

  /// The schema as `POST /collections` takes it.
  var json: JSON {
    var object: [String: JSON] = [
      "name": .string(name),
      "fields": .array(
        fields.map { field in
          var member: [String: JSON] = [
            "name": .string(field.name), "type": .string(field.type), "facet": .bool(field.facet),
            "optional": .bool(field.optional), "index": .bool(field.index),
          ]
          if let sort = field.sort { member["sort"] = .bool(sort) }
          return .object(member)
        }),
    ]
    if let defaultSortingField { object["default_sorting_field"] = .string(defaultSortingField) }
    if enableNestedFields { object["enable_nested_fields"] = true }
    return .object(object)
  }
}
