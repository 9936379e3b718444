extension ItemInteractor where Item == RelevantSortPriority? {
  /// Links a relevant-sort controller: it shows the priority through `presenter`, and its
  /// `didToggle` flips the priority at once (``toggle()``).
  ///
  /// ```swift
  /// relevantSort.connectController(banner) { $0?.defaultText.hint }
  /// ```
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the priority into what the controller shows.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: RelevantSortController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (RelevantSortPriority?) -> Controller.Item
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.item))
      return [
        self.onItemChanged.subscribe(with: controller) { controller, item in
          controller.setItem(presenter(item))
        },
        .callback(\.didToggle, of: controller) { [weak self] in self?.toggle() },
      ]
    }
  }
}
