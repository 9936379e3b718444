/// A searcher that tells when its query changes, whoever changes it: a search box linked to
/// it shows the new query.
@MainActor
protocol QueryPublishing: AnyObject {
  /// Fires with the new query each time it changes.
  var onQueryChanged: Event<String?> { get }
}

extension HitsSearcher: QueryPublishing {}

extension FacetSearcher: QueryPublishing {}
