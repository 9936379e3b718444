import Foundation
import SiftCore

extension LocalIndex {
  /// The index's synonyms, in the order saved.
  public var synonyms: [Synonym] { withState { $0.synonyms } }

  /// The synonym with this objectID, if any.
  /// - Parameter objectID: the synonym's objectID.
  /// - Returns: the synonym.
  public func synonym(objectID: String) -> Synonym? {
    synonyms.first { $0.objectID == objectID }
  }

  /// Saves synonyms: each replaces the synonym of its objectID, or is added.
  ///
  /// ```swift
  /// try index.saveSynonyms([Synonym(objectID: "tv", synonyms: ["tv", "television"])])
  /// ```
  /// - Parameters:
  ///   - synonyms: the synonyms.
  ///   - forwardToReplicas: whether the replicas get them too.
  ///   - replaceExistingSynonyms: whether every other synonym is removed first (Algolia's
  ///     `clearExistingSynonyms`).
  /// - Throws: ``LocalIndexError`` when indexing placeholders fails; nothing changes then.
  public func saveSynonyms(
    _ synonyms: [Synonym], forwardToReplicas: Bool = false, replaceExistingSynonyms: Bool = false
  ) throws(LocalIndexError) {
    try updateSynonyms(forwardToReplicas: forwardToReplicas) { existing in
      var result = replaceExistingSynonyms ? [] : existing
      for synonym in synonyms {
        if let index = result.firstIndex(where: { $0.objectID == synonym.objectID }) {
          result[index] = synonym
        } else {
          result.append(synonym)
        }
      }
      return result
    }
  }

  /// Saves one synonym (see ``saveSynonyms(_:forwardToReplicas:replaceExistingSynonyms:)``).
  public func saveSynonym(_ synonym: Synonym, forwardToReplicas: Bool = false)
    throws(LocalIndexError)
  {
    try saveSynonyms([synonym], forwardToReplicas: forwardToReplicas)
  }

  /// Saves the synonyms of a file in Algolia's export format (a JSON array of synonyms).
  /// - Parameters:
  ///   - file: the file.
  ///   - forwardToReplicas: whether the replicas get them too.
  ///   - replaceExistingSynonyms: whether every other synonym is removed first.
  /// - Throws: ``LocalIndexError`` for an unreadable file, invalid JSON or a malformed synonym
  ///   (with its position); nothing changes then.
  public func saveSynonyms(
    contentsOf file: URL, forwardToReplicas: Bool = false, replaceExistingSynonyms: Bool = false
  ) throws(LocalIndexError) {
    let json = try Self.readJSON(file)
    guard case .array(let elements) = json else {
      throw .invalidSynonym(
        objectID: nil, reason: "\(file.lastPathComponent) does not hold an array of synonyms")
    }
    var synonyms: [Synonym] = []
    for (position, element) in elements.enumerated() {
      do {
        synonyms.append(try Synonym(json: element))
      } catch .invalidSynonym(let objectID, let reason) {
        throw .invalidSynonym(objectID: objectID, reason: "#\(position): \(reason)")
      } catch {
        throw error
      }
    }
    try saveSynonyms(
      synonyms, forwardToReplicas: forwardToReplicas,
      replaceExistingSynonyms: replaceExistingSynonyms)
  }

  /// Deletes the synonym with this objectID, if any.
  public func deleteSynonym(objectID: String, forwardToReplicas: Bool = false)
    throws(LocalIndexError)
  {
    try updateSynonyms(forwardToReplicas: forwardToReplicas) { existing in
      existing.filter { $0.objectID != objectID }
    }
  }

  /// Deletes every synonym.
  public func clearSynonyms(forwardToReplicas: Bool = false) throws(LocalIndexError) {
    try updateSynonyms(forwardToReplicas: forwardToReplicas) { _ in [] }
  }

  /// The synonyms whose objectID or words contain `query` (case-insensitively), of `type` when
  /// given, one page of them.
  /// - Returns: the page, and how many synonyms match in all.
  public func searchSynonyms(
    query: String = "", type: Synonym.Kind? = nil, page: Int = 0, hitsPerPage: Int = 100
  ) -> (hits: [Synonym], nbHits: Int) {
    let needle = query.lowercased()
    let matching = synonyms.filter { synonym in
      guard type == nil || synonym.type == type else { return false }
      guard !needle.isEmpty else { return true }
      let texts =
        [synonym.objectID] + synonym.synonyms + synonym.corrections + synonym.replacements
        + [synonym.input, synonym.word, synonym.placeholder].compactMap { $0 }
      return texts.contains { $0.lowercased().contains(needle) }
    }
    let start = max(0, page) * max(1, hitsPerPage)
    return (Array(matching.dropFirst(start).prefix(max(1, hitsPerPage))), matching.count)
  }

  /// Replaces the synonyms of this index (and, when forwarded, of its replicas) with what
  /// `transform` makes of them; the index is built again only when its placeholders change.
  private func updateSynonyms(
    forwardToReplicas: Bool, _ transform: ([Synonym]) -> [Synonym]
  ) throws(LocalIndexError) {
    try withWriteLock { () throws(LocalIndexError) in
      try updateSynonymsLocked(forwardToReplicas: forwardToReplicas, transform)
    }
  }

  private func updateSynonymsLocked(
    forwardToReplicas: Bool, _ transform: ([Synonym]) -> [Synonym]
  ) throws(LocalIndexError) {
    let targets = forwardToReplicas ? [self] + replicas : [self]
    // Everything is made first, so that a failure changes nothing.
    var updates:
      [(index: LocalIndex, synonyms: [Synonym], set: SynonymSet, snapshot: IndexSnapshot?)] = []
    for index in targets {
      let (current, settings, snapshot) = index.withState {
        ($0.synonyms, $0.settings, $0.snapshot)
      }
      let synonyms = transform(current)
      let set = SynonymSet(synonyms, settings: settings)
      var rebuilt: IndexSnapshot?
      if set.placeholders != snapshot.placeholders {
        rebuilt = try index.rebuiltSnapshot(settings: settings, placeholders: set.placeholders)
      }
      updates.append((index, synonyms, set, rebuilt))
    }
    let changed = updates.map { update in
      var configuration = update.index.configuration
      configuration.synonyms = update.synonyms
      return (update.index, configuration)
    }
    try recordsOwner.commitConfigurations(changed) {
      for update in updates {
        update.index.withState {
          $0.synonyms = update.synonyms
          $0.synonymSet = update.set
          if let snapshot = update.snapshot { $0.snapshot = snapshot }
        }
      }
    }
  }
}
