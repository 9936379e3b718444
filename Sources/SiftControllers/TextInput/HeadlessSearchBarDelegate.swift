/// What a ``HeadlessSearchBar`` tells its delegate, as `UISearchBarDelegate` does. Every method
/// has an empty default.
@MainActor
public protocol HeadlessSearchBarDelegate: AnyObject {
  /// The user changed the text.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String)

  /// The user pressed the search (return) key.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar)

  /// The user tapped the cancel button; the bar has already cleared its text.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar)

  /// The bar's field took the focus.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar)

  /// The bar's field gave the focus up.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar)
}

extension HeadlessSearchBarDelegate {
  /// Does nothing by default.
  public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {}
  /// Does nothing by default.
  public func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing by default.
  public func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing by default.
  public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing by default.
  public func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {}
}
