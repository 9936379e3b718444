import SiftCore

/// InstantSearch's `TestHitsController`: a hits controller that reports each reload and each
/// request to scroll to the top.
@MainActor
final class TestHitsController<Record: Decodable>: HitsController {
  var hitsSource: HitsInteractor<Record>?

  var didReload: (() -> Void)?
  var didScrollToTop: (() -> Void)?

  private(set) var reloadCount = 0
  private(set) var scrollToTopCount = 0

  func reload() {
    reloadCount += 1
    didReload?()
  }

  func scrollToTop() {
    scrollToTopCount += 1
    didScrollToTop?()
  }
}
