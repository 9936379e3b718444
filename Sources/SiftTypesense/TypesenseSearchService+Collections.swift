import Foundation
import SiftCore

extension TypesenseSearchService {
  /// The most documents sent in one import request.
  public static let defaultImportBatchSize = 1_000

  /// Creates a collection for an Algolia index: the schema from its settings and records (see
  /// the Typesense article, "Loading data"), and the search parameters Typesense does not store,
  /// which this service then uses for the collection. Nothing is imported.
  ///
  /// ```swift
  /// let setup = try await service.createCollection(
  ///   named: "products", settings: settings, records: records,
  ///   replicaSettings: ["products_price_asc": priceAscendingSettings])
  /// setup.parameters.queryBy  // ["name", "brand", "description"]
  /// ```
  /// - Parameters:
  ///   - name: The collection's name.
  ///   - settings: The index's settings, in Algolia's JSON shape.
  ///   - records: The records the schema is derived from (their types, which are optional).
  ///   - replicaSettings: The settings of the index's replicas, by replica name: each becomes a
  ///     sorted index of the collection.
  /// - Returns: The schema, the search parameters and the sorted indices.
  /// - Throws: ``TypesenseError/invalidSettings(setting:reason:)`` for settings that cannot
  ///   become a schema (nothing is created then); ``SiftCore/SearchError`` when the server
  ///   refuses (`.http(409, …)` for a collection that exists).
  @discardableResult
  public func createCollection(
    named name: String, settings: JSON = [:], records: [JSON],
    replicaSettings: [String: JSON] = [:]
  ) async throws -> CollectionSetup {
    let builder = TypesenseSchemaBuilder(
      collection: name, settings: settings, geoField: configuration.geoLocationField)
    let (schema, parameters) = try builder.build(records: records)
    var sortedIndices: [String: SortedIndex] = [:]
    for (replica, replicaSettings) in replicaSettings {
      let sortBy = try builder.replicaSortBy(replicaSettings) ?? parameters.sortBy
      sortedIndices[replica] = SortedIndex(
        collection: name, sortBy: sortBy ?? "_text_match:desc")
    }
    let request = SearchError.Request.indexRead(indexName: name, endpoint: "create collection")
    let reply = try await perform(.createCollection(schema), request: request)
    let created = (try? TypesenseCollectionSchema(json: reply)) ?? schema
    memory.setSchema(created, of: name)
    memory.setDerivedParameters(parameters, of: name)
    memory.setDerivedSortedIndices(sortedIndices)
    return CollectionSetup(schema: created, parameters: parameters, sortedIndices: sortedIndices)
  }

  /// Creates a collection with a schema of your own (Typesense's types, facets, optional
  /// fields), for records that Algolia settings do not describe well enough.
  ///
  /// ```swift
  /// try await service.createCollection(
  ///   TypesenseCollectionSchema(
  ///     name: "shops", fields: [.init(name: "name", type: "string"),
  ///                             .init(name: "rating", type: "int32", facet: true)]),
  ///   parameters: .init(queryBy: ["name"]))
  /// ```
  /// - Parameters:
  ///   - schema: The collection's schema.
  ///   - parameters: How this service searches it; `nil` keeps the configuration's (or, without
  ///     any, searches every indexed string field).
  /// - Returns: The schema the server created.
  /// - Throws: ``SiftCore/SearchError`` when the server refuses (`.http(400, …)` for a schema it
  ///   does not accept, `.http(409, …)` for a collection that exists).
  @discardableResult
  public func createCollection(
    _ schema: TypesenseCollectionSchema, parameters: CollectionParameters? = nil
  ) async throws -> TypesenseCollectionSchema {
    let request = SearchError.Request.indexRead(
      indexName: schema.name, endpoint: "create collection")
    let reply = try await perform(.createCollection(schema), request: request)
    let created = (try? TypesenseCollectionSchema(json: reply)) ?? schema
    memory.setSchema(created, of: schema.name)
    if let parameters { memory.setDerivedParameters(parameters, of: schema.name) }
    return created
  }

  /// Deletes a collection and its documents.
  ///
  /// - Parameter name: The collection's name.
  /// - Throws: ``SiftCore/SearchError`` (`.http(404, …)` for a collection that does not
  ///   exist).
  public func deleteCollection(named name: String) async throws {
    let request = SearchError.Request.indexRead(indexName: name, endpoint: "delete collection")
    _ = try await perform(.deleteCollection(name), request: request)
    memory.setSchema(nil, of: name)
    memory.setDerivedParameters(nil, of: name)
  }

  /// Imports Algolia records into a collection (documents of the same `objectID` are
  /// replaced), in batches, reporting progress after each.
  ///
  /// Every record is checked against the collection's schema before the first batch is sent
  /// (see the Typesense article, "Loading data"), so a bad record changes nothing. Documents
  /// Typesense itself rejects are listed in a ``TypesenseError/importRejected(collection:documents:)``
  /// thrown once the others are imported.
  ///
  /// - Parameters:
  ///   - records: The records, in Algolia's format.
  ///   - collection: The collection's name.
  ///   - batchSize: The most documents sent in one request.
  ///   - progress: Called after each batch.
  /// - Returns: The number of documents imported.
  /// - Throws: ``TypesenseError`` for a bad record or rejected documents;
  ///   ``SiftCore/SearchError`` when the server cannot be reached or refuses the request.
  @discardableResult
  public func importRecords(
    _ records: [JSON], into collection: String, batchSize: Int = defaultImportBatchSize,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) async throws -> Int {
    let schema = try await schema(ofCollection: collection)
    let converter = TypesenseDocumentConverter(
      schema: schema, geoField: configuration.geoLocationField)
    let documents = try converter.documents(records)
    let request = SearchError.Request.indexRead(indexName: collection, endpoint: "import")
    var rejected: [TypesenseError.RejectedDocument] = []
    var sent = 0
    for start in stride(from: 0, to: documents.count, by: max(1, batchSize)) {
      if Task.isCancelled { throw SearchError.cancelled }
      let batch = documents[start..<min(documents.count, start + max(1, batchSize))]
      var lines = Data()
      for document in batch {
        lines.append(document.encodedData())
        lines.append(UInt8(ascii: "\n"))
      }
      let reply = try await performRaw(
        .importDocuments(into: collection, lines: lines), request: request)
      let answers = String(decoding: reply, as: UTF8.self).split(whereSeparator: \.isNewline)
      for (offset, line) in answers.enumerated() {
        guard let answer = try? JSON.parse(String(line)),
          answer["success"]?.boolValue != true
        else { continue }
        let position = start + offset
        rejected.append(
          TypesenseError.RejectedDocument(
            position: position,
            objectID: position < documents.count
              ? documents[position]["id"]?.stringValue ?? "" : "",
            message: scrub(answer["error"]?.stringValue ?? "rejected")))
      }
      sent += batch.count
      progress?(
        ImportProgress(
          importedRecords: sent, totalRecords: documents.count, rejectedRecords: rejected.count))
    }
    if !rejected.isEmpty {
      throw TypesenseError.importRejected(collection: collection, documents: rejected)
    }
    return documents.count
  }

  /// Imports the records of a JSON file into a collection: a JSON array of records (Algolia's
  /// export) or one record a line (JSON Lines).
  ///
  /// - Parameters:
  ///   - file: The records file.
  ///   - collection: The collection's name.
  ///   - batchSize: The most documents sent in one request.
  ///   - progress: Called after each batch.
  /// - Returns: The number of documents imported.
  /// - Throws: ``TypesenseError/unreadableFile(path:reason:)`` for a file that cannot be read
  ///   or parsed, and what ``importRecords(_:into:batchSize:progress:)`` throws.
  @discardableResult
  public func importRecords(
    contentsOf file: URL, into collection: String, batchSize: Int = defaultImportBatchSize,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) async throws -> Int {
    try await importRecords(
      Self.readRecords(file), into: collection, batchSize: batchSize, progress: progress)
  }

  /// Creates a collection from an Algolia index's exported files and imports its records: what
  /// moving an index from Algolia (or from the embedded engine) to Typesense takes.
  ///
  /// ```swift
  /// let setup = try await service.loadCollection(
  ///   named: "talks", recordsFile: talks, settingsFile: talksSettings) { progress in
  ///   print(progress.fractionCompleted)
  /// }
  /// ```
  /// - Parameters:
  ///   - name: The collection's name.
  ///   - recordsFile: The records (a JSON array, or JSON Lines).
  ///   - settingsFile: The index's settings, in Algolia's JSON shape.
  ///   - replicaSettingsFiles: The replicas' settings files, by replica name.
  ///   - batchSize: The most documents sent in one request.
  ///   - progress: Called after each batch.
  /// - Returns: The collection's schema, search parameters and sorted indices.
  /// - Throws: What ``createCollection(named:settings:records:replicaSettings:)`` and
  ///   ``importRecords(_:into:batchSize:progress:)`` throw. Records are checked before the
  ///   collection is created, so a bad record leaves the server as it was.
  @discardableResult
  public func loadCollection(
    named name: String, recordsFile: URL, settingsFile: URL? = nil,
    replicaSettingsFiles: [String: URL] = [:], batchSize: Int = defaultImportBatchSize,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) async throws -> CollectionSetup {
    let records = try Self.readRecords(recordsFile)
    let settings = try settingsFile.map(Self.readJSON) ?? [:]
    var replicas: [String: JSON] = [:]
    for (replica, file) in replicaSettingsFiles { replicas[replica] = try Self.readJSON(file) }
    // Check the records against the schema they make before anything is created.
    let builder = TypesenseSchemaBuilder(
      collection: name, settings: settings, geoField: configuration.geoLocationField)
    let (schema, _) = try builder.build(records: records)
    _ = try TypesenseDocumentConverter(schema: schema, geoField: configuration.geoLocationField)
      .documents(records)
    let setup = try await createCollection(
      named: name, settings: settings, records: records, replicaSettings: replicas)
    try await importRecords(records, into: name, batchSize: batchSize, progress: progress)
    return setup
  }

  // MARK: Files

  /// Reads a records file: a JSON array, or one JSON object a line.
  static func readRecords(_ file: URL) throws(TypesenseError) -> [JSON] {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadableFile(path: file.path, reason: error.localizedDescription)
    }
    let firstByte = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if firstByte == UInt8(ascii: "[") {
      switch try parse(data, file: file) {
      case .array(let records): return records
      case let other:
        throw .unreadableFile(path: file.path, reason: "expected an array, found \(other.kind)")
      }
    }
    var records: [JSON] = []
    for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
      guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
      do {
        records.append(try JSON.parse(Data(line)))
      } catch {
        throw .unreadableFile(path: file.path, reason: "line \(number + 1): \(error)")
      }
    }
    return records
  }

  /// Reads a JSON file.
  static func readJSON(_ file: URL) throws(TypesenseError) -> JSON {
    do {
      return try parse(Data(contentsOf: file), file: file)
    } catch let error as TypesenseError {
      throw error
    } catch {
      throw .unreadableFile(path: file.path, reason: error.localizedDescription)
    }
  }

  private static func parse(_ data: Data, file: URL) throws(TypesenseError) -> JSON {
    do {
      return try JSON.parse(data)
    } catch {
      throw .unreadableFile(path: file.path, reason: "\(error)")
    }
  }
}
