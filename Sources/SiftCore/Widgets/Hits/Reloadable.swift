/// A view that reads its content again when told: a hits list, a table of several sources.
///
/// ``HitsController`` refines it; ``MultiSourceReloadNotifier`` reloads one.
@MainActor
public protocol Reloadable: AnyObject {
  /// Reads the content again.
  func reload()
}
