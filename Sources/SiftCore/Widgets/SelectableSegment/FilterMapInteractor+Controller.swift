extension SelectableSegmentInteractor where SegmentKey == Int, Segment: FilterProtocol {
  /// Shows the map's filters, labelled by ``DefaultFilterPresenter``, and the selection in
  /// `controller`; its clicks are asked for as selections.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(_ controller: Controller)
    -> ClosureConnection where Controller.SegmentKey == Int
  {
    connectController(controller, presenter: { DefaultFilterPresenter.present($0.filter) })
  }
}
