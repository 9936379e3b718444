extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Shows the values in `controller` with the default presenter (by count, then by value):
  /// ``connectController(_:presenter:)`` with `FacetListPresenter()`. This overload is what
  /// `connectController(controller)` picks for a facet list controller, rather than the plain
  /// selectable list link.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: FacetListController>(_ controller: Controller)
    -> ClosureConnection
  {
    connectController(controller, presenter: FacetListPresenter())
  }

  /// Shows the values in `controller`, ordered and limited by `presenter`, now and on every
  /// change; selected values stay listed (count 0) when the results no longer count them. Its
  /// clicks are computed as picks, and its show more control expands or collapses the list.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Orders and limits the values.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: FacetListController>(
    _ controller: Controller, presenter: FacetListPresenter = FacetListPresenter()
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      var isExpanded = false
      let render: @MainActor (Controller, FacetListInteractor) -> Void = { controller, interactor in
        let rows = presenter.transform(interactor.selectableFacetValues)
        controller.setSelectableItems(presenter.visibleItems(rows, isExpanded: isExpanded))
        controller.setShowMore(presenter.showMoreState(count: rows.count, isExpanded: isExpanded))
        controller.reload()
      }
      return self.link(controller, render: render) + [
        .callback(\.onShowMoreToggled, of: controller) { [weak self, weak controller] in
          guard let self, let controller else { return }
          isExpanded.toggle()
          render(controller, self)
        }
      ]
    }
  }
}
