import Observation
import SiftCore

/// A headless hits list for SwiftUI or any renderer that observes state.
///
/// ```swift
/// struct ProductList: View {
///   var hits: HitsObservableController<Product>
///   var body: some View {
///     List(hits.hits.indices, id: \.self) { row in
///       Text(hits.hits[row]?.name ?? "…")
///         .onAppear { hits.notifyAppearance(ofHitAt: row) }
///     }
///   }
/// }
/// ```
///
/// ``hits`` holds one element per row; rows whose page is not loaded yet are nil. It never has
/// more rows than the search's `nbHits`.
@MainActor
@Observable
public final class HitsObservableController<Record: Decodable>: HitsController {
  /// Set by the connection.
  @ObservationIgnored public var hitsSource: HitsInteractor<Record>?

  /// The rows; nil where the page is not loaded yet.
  public private(set) var hits: [Record?] = []

  /// The total number of hits of the search shown.
  public private(set) var nbHits = 0

  /// Counts the requests to show the first row; a renderer scrolls when it changes.
  public private(set) var scrollToTopRequestCount = 0

  /// Creates an empty controller.
  public init() {}

  /// Reads the rows again from the source.
  public func reload() {
    hits = hitsSource?.hits ?? []
    nbHits = hitsSource?.nbHits ?? 0
  }

  /// Asks the renderer to show the first row.
  public func scrollToTop() {
    scrollToTopRequestCount += 1
  }

  /// Picks a row, as a user would (for query suggestions, a product page…).
  ///
  /// - Parameter index: The 0-based row.
  public func select(hitAt index: Int) {
    hitsSource?.selectHit(atIndex: index)
  }

  /// Tells the list that a row is shown, which drives infinite scrolling.
  ///
  /// - Parameter index: The 0-based row shown.
  public func notifyAppearance(ofHitAt index: Int) {
    hitsSource?.notifyAppearance(ofHitAt: index)
  }
}
