extension SwitchIndexInteractor {
  /// Links a controller: it shows the indices and the selection (at once, and on each change),
  /// and its picks are computed as picks.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SwitchIndexController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.set(items: self.items, selected: self.selectedIndexName)
      return [
        self.onSelectionChange.subscribe(with: controller) { [weak self] controller, selected in
          guard let self else { return }
          controller.set(items: self.items, selected: selected)
        },
        self.onItemsChanged.subscribe(with: controller) { [weak self] controller, items in
          controller.set(items: items, selected: self?.selectedIndexName)
        },
        // A view offers only the indices it was given; another name changes nothing.
        .callback(\.select, of: controller) { [weak self] indexName in
          try? self?.select(indexName: indexName)
        },
      ]
    }
  }
}
