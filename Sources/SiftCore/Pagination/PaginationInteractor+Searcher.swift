extension PaginationInteractor {
  /// Follows the searcher's responses, and searches the page the user picks.
  ///
  /// - Parameter searcher: The searcher to page.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    let connection = searcherConnection(searcher)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:)`` makes, not yet connected.
  ///
  /// - Parameter searcher: The searcher to page.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      @MainActor func follow(_ interactor: PaginationInteractor, _ response: SearchResponse) {
        interactor.update(currentPage: response.page ?? 0, pagesCount: response.nbPages ?? 0)
      }
      if let latest = searcher.latestResults {
        follow(self, latest.response)
      }
      searcher.onResults.subscribe(with: self) { interactor, response in
        follow(interactor, response)
      }
      self.onPageSelected.subscribe(with: searcher) { searcher, page in
        searcher.request.query.page = page
        searcher.search()
      }
      return { [weak self, weak searcher] in
        guard let self, let searcher else { return }
        searcher.onResults.cancelSubscription(for: self)
        self.onPageSelected.cancelSubscription(for: searcher)
      }
    }
  }

  /// Shows the state in a controller, and takes its picks.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController(_ controller: some PaginationController) -> ClosureConnection {
    let connection = controllerConnection(controller)
    connection.connect()
    return connection
  }

  /// The link that ``connectController(_:)`` makes, not yet connected.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: A disconnected connection.
  public func controllerConnection(_ controller: some PaginationController) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setPagination(self.pagination)
      self.onPaginationChanged.subscribe(with: controller) { controller, pagination in
        controller.setPagination(pagination)
      }
      controller.onPageSelected = { [weak self] page in
        self?.select(page: page)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onPaginationChanged.cancelSubscription(for: controller)
        controller.onPageSelected = nil
      }
    }
  }
}
