/// Something whose request has a text query that widgets can set, such as a searcher.
@MainActor
public protocol QuerySettable: AnyObject {
  /// Replaces the text query of the next search.
  ///
  /// - Parameter query: The new query; `nil` means no query.
  func setQuery(_ query: String?)
}
