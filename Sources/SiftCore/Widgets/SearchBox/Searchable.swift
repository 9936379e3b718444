/// Something that can run a search with its current request, such as a searcher.
@MainActor
public protocol Searchable: AnyObject {
  /// Starts a search with the current request. A newer search supersedes an older one.
  func search()
}
