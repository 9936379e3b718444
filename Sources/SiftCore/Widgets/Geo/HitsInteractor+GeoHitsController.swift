extension HitsInteractor where Record: Geolocated {
  /// Links a map: it reads its hits from the interactor, at once and on each new result.
  ///
  /// - Parameter controller: The map's adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: GeoHitsController>(_ controller: Controller)
    -> ClosureConnection where Controller.DataSource == HitsInteractor<Record>
  {
    ClosureConnection(retaining: controller) { controller in
      let source = EventSubscription.callback(\.hitsSource, of: controller, self)
      controller.reload()
      return [
        source,
        self.onResultsUpdated.subscribe(with: controller) { controller, _ in controller.reload() },
      ]
    }
  }
}
