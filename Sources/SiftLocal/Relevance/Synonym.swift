import SiftCore

/// A synonym of an index, in Algolia's model: words that a query matches in place of others.
///
/// ```swift
/// try index.saveSynonyms([
///   Synonym(objectID: "tv", synonyms: ["tv", "television", "telly"]),
///   Synonym(objectID: "phone", input: "phone", oneWaySynonyms: ["iphone", "mobile phone"]),
///   Synonym(objectID: "typo", word: "gogle", corrections: ["google"], typos: 1),
/// ])
/// ```
///
/// Decode Algolia's export format as it is with ``init(json:)``.
public struct Synonym: Sendable, Hashable {
  /// How the words relate.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Every word or phrase of ``Synonym/synonyms`` matches every other (`synonym`).
    case synonym
    /// ``Synonym/input`` also matches ``Synonym/synonyms``, not the reverse (`oneWaySynonym`).
    case oneWaySynonym
    /// ``Synonym/word`` also matches ``Synonym/corrections``, counted as one typo
    /// (`altCorrection1`).
    case altCorrection1
    /// The same, counted as two typos (`altCorrection2`).
    case altCorrection2
    /// Records holding ``Synonym/placeholder`` (a token like `<number>`) match any of
    /// ``Synonym/replacements`` (`placeholder`).
    case placeholder
  }

  /// The synonym's unique identifier.
  public var objectID: String
  /// How the words relate.
  public var type: Kind
  /// The equivalent words and phrases (`synonym`), or what ``input`` matches too
  /// (`oneWaySynonym`).
  public var synonyms: [String] = []
  /// The word of a one-way synonym.
  public var input: String?
  /// The word of an alternative correction.
  public var word: String?
  /// The words an alternative correction matches.
  public var corrections: [String] = []
  /// A placeholder token, such as `<streetnumber>`.
  public var placeholder: String?
  /// What a placeholder matches.
  public var replacements: [String] = []

  /// A regular (multi-way) synonym.
  public init(objectID: String, synonyms: [String]) {
    self.objectID = objectID
    type = .synonym
    self.synonyms = synonyms
  }

  /// A one-way synonym: `input` also matches `oneWaySynonyms`.
  public init(objectID: String, input: String, oneWaySynonyms: [String]) {
    self.objectID = objectID
    type = .oneWaySynonym
    self.input = input
    synonyms = oneWaySynonyms
  }

  /// An alternative correction: `word` also matches `corrections`, counted as `typos` typos
  /// (1 or 2).
  public init(objectID: String, word: String, corrections: [String], typos: Int) {
    self.objectID = objectID
    type = typos >= 2 ? .altCorrection2 : .altCorrection1
    self.word = word
    self.corrections = corrections
  }

  /// A placeholder: records holding `placeholder` match any of `replacements`.
  public init(objectID: String, placeholder: String, replacements: [String]) {
    self.objectID = objectID
    type = .placeholder
    self.placeholder = placeholder
    self.replacements = replacements
  }

  /// Decodes one synonym of Algolia's export format (`type` is read case-insensitively:
  /// exports write `onewaysynonym` too).
  /// - Parameter json: the synonym object.
  /// - Throws: ``LocalIndexError/invalidSynonym(objectID:reason:)`` naming what is missing or
  ///   of the wrong type.
  public init(json: JSON) throws(LocalIndexError) {
    guard case .object(let members) = json else {
      throw .invalidSynonym(objectID: nil, reason: "expected an object, found \(json.kind)")
    }
    guard case .string(let objectID)? = members["objectID"], !objectID.isEmpty else {
      throw .invalidSynonym(objectID: nil, reason: "objectID: expected a non-empty string")
    }
    func strings(_ name: String) throws(LocalIndexError) -> [String] {
      guard let value = members[name], value != .null else { return [] }
      guard case .array(let elements) = value else {
        throw .invalidSynonym(
          objectID: objectID, reason: "\(name): expected an array of strings, found \(value.kind)")
      }
      var result: [String] = []
      for element in elements {
        guard case .string(let text) = element else {
          throw .invalidSynonym(
            objectID: objectID, reason: "\(name): expected strings, found \(element.kind)")
        }
        result.append(text)
      }
      return result
    }
    func string(_ name: String) throws(LocalIndexError) -> String {
      guard case .string(let text)? = members[name], !text.isEmpty else {
        throw .invalidSynonym(objectID: objectID, reason: "\(name): expected a non-empty string")
      }
      return text
    }
    let typeName = members["type"]?.stringValue ?? ""
    guard
      let kind = Kind.allCases.first(where: { $0.rawValue.lowercased() == typeName.lowercased() })
    else {
      throw .invalidSynonym(
        objectID: objectID,
        reason: "type: expected synonym, oneWaySynonym, altCorrection1, altCorrection2 or "
          + "placeholder, found \(members["type"].map { "\($0)" } ?? "nothing")")
    }
    self.objectID = objectID
    type = kind
    switch kind {
    case .synonym:
      synonyms = try strings("synonyms")
      guard synonyms.count >= 2 else {
        throw .invalidSynonym(objectID: objectID, reason: "synonyms: expected at least two")
      }
    case .oneWaySynonym:
      input = try string("input")
      synonyms = try strings("synonyms")
    case .altCorrection1, .altCorrection2:
      word = try string("word")
      corrections = try strings("corrections")
    case .placeholder:
      placeholder = try string("placeholder")
      replacements = try strings("replacements")
    }
  }

  /// The synonym in Algolia's export format.
  public var json: JSON {
    var members: [String: JSON] = ["objectID": .string(objectID), "type": .string(type.rawValue)]
    let strings = { (values: [String]) in JSON.array(values.map(JSON.string)) }
    switch type {
    case .synonym: members["synonyms"] = strings(synonyms)
    case .oneWaySynonym:
      members["input"] = input.map(JSON.string)
      members["synonyms"] = strings(synonyms)
    case .altCorrection1, .altCorrection2:
      members["word"] = word.map(JSON.string)
      members["corrections"] = strings(corrections)
    case .placeholder:
      members["placeholder"] = placeholder.map(JSON.string)
      members["replacements"] = strings(replacements)
    }
    return .object(members)
  }
}
