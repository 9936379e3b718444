/// The business logic of a widget that selects one of a few choices: sort by, hits per page,
/// filter map.
///
/// A user's pick is *computed* first (``computeSelected(selected:)`` fires
/// ``onSelectedComputed``); the connection to the searcher or filter state applies it, and the
/// applied state comes back as ``selected``. So a choice changed elsewhere (another widget, a
/// deep link) is reflected too.
///
/// ```swift
/// let sortBy = SelectableSegmentInteractor<Int, String>(
///   items: [0: "products", 1: "products_price_asc"], selected: 0)
/// sortBy.onSelectedComputed.subscribe(with: self) { owner, key in print(key ?? -1) }
/// sortBy.computeSelected(selected: 1)
/// ```
@MainActor
public final class SelectableSegmentInteractor<SegmentKey: Hashable & Comparable, Segment> {
  /// Fires with the choices each time they change.
  public let onItemsChanged = Event<[SegmentKey: Segment]>()

  /// Fires with the selected key each time it changes.
  public let onSelectedChanged = Event<SegmentKey?>()

  /// Fires with a key the user picked, before it is applied.
  public let onSelectedComputed = Event<SegmentKey?>()

  /// The choices, by key; shown in key order.
  public var items: [SegmentKey: Segment] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The applied choice. Setting a different one fires ``onSelectedChanged``.
  public var selected: SegmentKey? {
    didSet {
      if selected != oldValue { onSelectedChanged.fire(selected) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - items: The choices, by key.
  ///   - selected: The initially selected key.
  public init(items: [SegmentKey: Segment], selected: SegmentKey? = nil) {
    self.items = items
    self.selected = selected
  }

  /// Reports a user's pick, to be applied by the connections.
  ///
  /// - Parameter selected: The picked key.
  public func computeSelected(selected: SegmentKey?) {
    onSelectedComputed.fire(selected)
  }
}

extension SelectableSegmentInteractor {
  /// Links a controller: it shows the choices (labelled by `presenter`) and the selection, and
  /// its clicks are computed as picks.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels a choice.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping @MainActor (Segment) -> String
  ) -> ClosureConnection where Controller.SegmentKey == SegmentKey {
    ClosureConnection(retaining: controller) { controller in
      @MainActor func labelled(_ items: [SegmentKey: Segment]) -> [(key: SegmentKey, label: String)]
      {
        items.sorted { $0.key < $1.key }.map { (key: $0.key, label: presenter($0.value)) }
      }
      controller.setItems(items: labelled(self.items))
      controller.setSelected(self.selected)
      return [
        self.onItemsChanged.subscribe(with: controller) { controller, items in
          controller.setItems(items: labelled(items))
        },
        self.onSelectedChanged.subscribe(with: controller) { controller, selected in
          controller.setSelected(selected)
        },
        .callback(\.onClick, of: controller) { [weak self] key in
          self?.computeSelected(selected: key)
        },
      ]
    }
  }
}

extension SelectableSegmentInteractor where Segment: CustomStringConvertible {
  /// Links a controller that labels choices with their description.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(_ controller: Controller)
    -> ClosureConnection where Controller.SegmentKey == SegmentKey
  {
    connectController(controller, presenter: { $0.description })
  }
}
