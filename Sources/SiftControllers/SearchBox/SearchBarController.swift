import SiftCore

/// The default search box controller: adapts a ``HeadlessSearchBar``.
///
/// Customise it by composition, through the bar it exposes:
///
/// ```swift
/// let searchBarController = SearchBarController(searchBar: HeadlessSearchBar())
/// searchBarController.searchBar.textContentType = .countryName
/// ```
///
/// Edits become `onQueryChanged`, the search key becomes `onQuerySubmitted` (and gives the focus
/// up), and the cancel button clears the query without submitting. The cancel button is shown
/// while the bar is being edited.
@MainActor
public final class SearchBarController: SearchBoxController, HeadlessSearchBarDelegate {
  /// Set by the connection: called when the user edits the query.
  public var onQueryChanged: ((String?) -> Void)?

  /// Set by the connection: called when the user submits the query.
  public var onQuerySubmitted: ((String?) -> Void)?

  /// The adapted search bar, exposed for customisation.
  public let searchBar: HeadlessSearchBar

  /// Adapts `searchBar`: becomes its delegate and sets its return key to `.search`.
  ///
  /// - Parameter searchBar: The bar to adapt.
  public init(searchBar: HeadlessSearchBar) {
    self.searchBar = searchBar
    searchBar.returnKeyType = .search
    searchBar.delegate = self
  }

  /// Shows a query set elsewhere, without reporting it as an edit.
  ///
  /// - Parameter query: The query to show.
  public func setQuery(_ query: String?) {
    searchBar.text = query
  }

  /// Reports an edit as `onQueryChanged`.
  public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    onQueryChanged?(searchText)
  }

  /// Gives the focus up and reports `onQuerySubmitted`.
  public func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {
    searchBar.searchTextField.resignFirstResponder()
    onQuerySubmitted?(searchBar.text)
  }

  /// Shows the cancel button while editing.
  public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    searchBar.showsCancelButton = true
  }

  /// Hides the cancel button once editing ends.
  public func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {
    searchBar.showsCancelButton = false
  }
}
