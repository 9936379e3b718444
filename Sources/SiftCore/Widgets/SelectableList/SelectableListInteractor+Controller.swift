extension SelectableListInteractor {
  /// Shows the items and their selection in `controller`, now and on every change; its clicks
  /// are computed as picks.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - transform: Orders or filters the rows before they are shown.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableListController>(
    _ controller: Controller,
    transform: @escaping @MainActor ([SelectableItem<Item>]) -> [SelectableItem<Item>] = { $0 }
  ) -> ClosureConnection where Controller.Item == Item {
    ClosureConnection(retaining: controller) { controller in
      self.link(controller) { controller, interactor in
        controller.setSelectableItems(transform(interactor.selectableItems))
        controller.reload()
      }
    }
  }

  /// Renders `controller` now and whenever the items or the selection change, and computes its
  /// clicks as picks; returns the subscriptions. The one wiring every list controller
  /// connection shares.
  func link<Controller: SelectableListController>(
    _ controller: Controller,
    render: @escaping @MainActor (Controller, SelectableListInteractor) -> Void
  ) -> [EventSubscription] where Controller.Item == Item {
    render(controller, self)
    return [
      onItemsChanged.subscribe(with: controller) { [weak self] controller, _ in
        guard let self else { return }
        render(controller, self)
      },
      onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
        guard let self else { return }
        render(controller, self)
      },
      .callback(\.onClick, of: controller) { [weak self] item in
        guard let self else { return }
        self.computeSelections(selectingItemForKey: self.key(item))
      },
    ]
  }
}
