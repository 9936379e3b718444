/// The business logic of a switch-index widget: the indices it offers, with their titles, and
/// the one selected.
///
/// ```swift
/// let switchIndex = SwitchIndexInteractor(items: [
///   SwitchIndexItem(indexName: "products", title: "Most relevant"),
///   SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
/// ])
/// switchIndex.connectSearcher(searcher)  // selected follows the searcher's index
/// try switchIndex.select(indexName: "products_price_asc")  // switches it, and searches
/// ```
///
/// A pick is *computed* first (``select(indexName:)`` fires ``onSelectionComputed``); the
/// connection to the searcher applies it, and the searcher's index comes back as
/// ``selectedIndexName``. So an index changed elsewhere (a sort-by menu, a deep link) is
/// reflected too, and nothing is selected while the searcher's index is not one offered.
@MainActor
public final class SwitchIndexInteractor {
  /// Fires with the selected index name each time it changes (nil: none of those offered).
  public let onSelectionChange = Event<String?>()

  /// Fires with an index the user picked, before it is applied.
  public let onSelectionComputed = Event<String>()

  /// Fires with the offered indices each time they change.
  public let onItemsChanged = Event<[SwitchIndexItem]>()

  /// The indices offered, in order.
  public var items: [SwitchIndexItem] {
    didSet {
      if items != oldValue { onItemsChanged.fire(items) }
    }
  }

  /// The names of the indices offered, in order.
  public var indexNames: [String] { items.map(\.indexName) }

  /// The selected index; nil when the searcher's index is not one offered.
  public internal(set) var selectedIndexName: String? {
    didSet {
      if selectedIndexName != oldValue { onSelectionChange.fire(selectedIndexName) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - items: The indices to offer, in order.
  ///   - selectedIndexName: The initially selected index; a connected searcher's index
  ///     replaces it.
  public init(items: [SwitchIndexItem], selectedIndexName: String? = nil) {
    self.items = items
    self.selectedIndexName = selectedIndexName
  }

  /// Creates an interactor whose titles are the index names, as InstantSearch's.
  ///
  /// - Parameters:
  ///   - indexNames: The indices to offer, in order.
  ///   - selectedIndexName: The initially selected index.
  public convenience init(indexNames: [String], selectedIndexName: String? = nil) {
    self.init(
      items: indexNames.map { SwitchIndexItem(indexName: $0) },
      selectedIndexName: selectedIndexName)
  }

  /// The title of an offered index.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: Its title, or nil when it is not offered.
  public func title(of indexName: String) -> String? {
    items.first { $0.indexName == indexName }?.title
  }

  /// Picks an index, as a user would: the connections switch the searcher to it.
  ///
  /// - Parameter indexName: One of ``indexNames``.
  /// - Throws: ``SwitchIndexError/unknownIndex(_:offered:)`` for another name; nothing changes.
  public func select(indexName: String) throws(SwitchIndexError) {
    guard indexNames.contains(indexName) else {
      throw .unknownIndex(indexName, offered: indexNames)
    }
    onSelectionComputed.fire(indexName)
  }
}
