extension GeoSearchInteractor {
  /// Links the interactor to a searcher: an area computed becomes the request's geo parameters
  /// (see ``GeoArea/applied(to:)``) and is searched from the first page; the area follows the
  /// request's parameters, whoever sets them.
  ///
  /// - Parameter searcher: The searcher.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      self.area = GeoArea(query: searcher.request.query)
      return [
        searcher.onRequestChanged.subscribe(with: self) { interactor, request in
          interactor.area = GeoArea(query: request.query)
        },
        self.onAreaComputed.subscribe(with: searcher) { searcher, area in
          let query = searcher.request.query
          searcher.request.query = area?.applied(to: query) ?? GeoArea.cleared(query)
          searcher.search()
        },
      ]
    }
  }
}
