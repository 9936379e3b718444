/// The business logic of a relevant-sort toggle: the priority the replica applies, and its
/// toggling (InstantSearch's `RelevantSortInteractor`).
///
/// ```swift
/// let relevantSort = RelevantSortInteractor()
/// relevantSort.connectSearcher(searcher)
/// relevantSort.connectController(banner) { $0?.defaultText.hint }
/// relevantSort.toggle()  // shows every hit, or the most relevant ones again
/// ```
public typealias RelevantSortInteractor = ItemInteractor<RelevantSortPriority?>

extension ItemInteractor where Item == RelevantSortPriority? {
  /// Creates a relevant-sort interactor.
  ///
  /// - Parameter priority: The initial priority; nil until a response tells it.
  public convenience init(priority: RelevantSortPriority? = nil) {
    self.init(item: priority)
  }

  /// Flips the priority between ``RelevantSortPriority/relevancy`` and
  /// ``RelevantSortPriority/hitsCount``; does nothing while the priority is unknown.
  public func toggle() {
    guard let priority = item else { return }
    item = priority.toggled
  }
}
