/// A view that shows a facet's values with their counts, some selected, and lets the user pick
/// them; it may offer show more / show less.
///
/// ```swift
/// final class BrandList: FacetListController {
///   var onClick: ((FacetValue) -> Void)?
///   var onShowMoreToggled: (() -> Void)?
///   var rows: [SelectableItem<FacetValue>] = []
///   var showMore: ShowMoreState?
///   func setSelectableItems(_ selectableItems: [SelectableItem<FacetValue>]) { rows = selectableItems }
///   func setShowMore(_ state: ShowMoreState?) { showMore = state }
///   func reload() {}
/// }
/// ```
///
/// The show more requirements have do-nothing defaults, so a list without that control only
/// implements ``SelectableListController``'s.
@MainActor
public protocol FacetListController: SelectableListController where Item == FacetValue {
  /// Set by the connection when the presenter has a limit: call it to show more, or fewer,
  /// values.
  var onShowMoreToggled: (() -> Void)? { get set }

  /// Shows the show more / show less control's state; `nil` when every value fits.
  ///
  /// - Parameter state: The control's state.
  func setShowMore(_ state: ShowMoreState?)
}

extension FacetListController {
  /// No show more control: the connection's callback is dropped.
  public var onShowMoreToggled: (() -> Void)? {
    get { nil }
    set {}
  }

  /// No show more control: nothing to show.
  ///
  /// - Parameter state: Ignored.
  public func setShowMore(_ state: ShowMoreState?) {}
}
