/// Reloads one view once several sources all have new results: a screen that shows the hits
/// of several interactors (one section per index) reloads once, when every section is ready,
/// instead of once per section (InstantSearch's `MultiSourceReloadNotifier`).
///
/// ```swift
/// let notifier = MultiSourceReloadNotifier(target: sectionedList)
/// notifier.register(productHits)
/// notifier.register(suggestionHits)
/// notifier.notifyReload()   // sectionedList.reload() once both have updated
/// multiSearcher.search()
/// ```
///
/// The target is held weakly; the sources' events are subscribed to only while a round is
/// waiting.
@MainActor
public final class MultiSourceReloadNotifier {
  private typealias Registration =
    @MainActor (MultiSourceReloadNotifier, @escaping @MainActor () -> Void) -> EventSubscription

  /// The view to reload.
  public private(set) weak var target: (any Reloadable)?

  private var registrations: [Registration] = []
  private var waiting: [EventSubscription] = []
  private var remaining = 0

  /// Creates a notifier for a view.
  ///
  /// - Parameter target: The view to reload; held weakly.
  public init(target: any Reloadable) {
    self.target = target
  }

  /// The number of sources registered.
  public var sourceCount: Int { registrations.count }

  /// Adds a source: an event that fires each time the source has new results.
  ///
  /// - Parameter onResultsUpdated: The source's results event.
  public func register<Value>(_ onResultsUpdated: Event<Value>) {
    registrations.append { notifier, updated in
      onResultsUpdated.subscribeOnce(with: notifier) { _, _ in updated() }
    }
  }

  /// Adds a hits interactor as a source: its ``HitsInteractor/onResultsUpdated``, or its
  /// ``HitsInteractor/onError`` (hits that do not decode), so that one section that fails does
  /// not keep the others from showing.
  ///
  /// - Parameter interactor: The source.
  public func register<Record>(_ interactor: HitsInteractor<Record>) {
    let onResultsUpdated = interactor.onResultsUpdated
    let onError = interactor.onError
    registrations.append { notifier, updated in
      var subscriptions: [EventSubscription] = []
      let once = {
        for subscription in subscriptions { subscription.cancel() }
        updated()
      }
      subscriptions = [
        onResultsUpdated.subscribeOnce(with: notifier) { _, _ in once() },
        onError.subscribeOnce(with: notifier) { _, _ in once() },
      ]
      return EventSubscription {
        for subscription in subscriptions { subscription.cancel() }
      }
    }
  }

  /// Starts a round: the target reloads once, as soon as every source registered has new
  /// results (at once when there are none). A round already waiting is replaced.
  public func notifyReload() {
    cancelRound()
    remaining = registrations.count
    guard remaining > 0 else {
      target?.reload()
      return
    }
    waiting = registrations.map { registration in
      registration(self) { [weak self] in self?.sourceUpdated() }
    }
  }

  private func sourceUpdated() {
    remaining -= 1
    guard remaining == 0 else { return }
    waiting = []
    target?.reload()
  }

  private func cancelRound() {
    for subscription in waiting { subscription.cancel() }
    waiting = []
    remaining = 0
  }
}
