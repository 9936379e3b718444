extension CurrentFiltersInteractor {
  /// Shows the items in `controller`, labelled by `presenter`, now and on every change; its
  /// removals are reported to the interactor.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels a filter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: CurrentFiltersController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (Filter) -> String = DefaultFilterPresenter.present
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      @MainActor func show(_ items: [FilterAndID], in controller: Controller) {
        controller.setItems(
          items.map { FilterAndID(filter: $0.filter, id: $0.id, text: presenter($0.filter)) })
        controller.reload()
      }
      show(self.items, in: controller)
      return [
        self.onItemsChanged.subscribe(with: controller) { controller, items in
          show(items, in: controller)
        },
        .callback(\.onRemoveItem, of: controller) { [weak self] item in self?.remove(item) },
      ]
    }
  }
}
