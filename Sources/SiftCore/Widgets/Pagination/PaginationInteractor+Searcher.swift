extension PaginationInteractor {
  /// Follows the searcher's responses (the latest one at once), and searches the page the user
  /// picks.
  ///
  /// - Parameter searcher: The searcher to page.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.onResults.subscribePast(with: self) { interactor, response in
          interactor.update(currentPage: response.page ?? 0, pagesCount: response.nbPages ?? 0)
        },
        self.onPageSelected.subscribe(with: searcher) { searcher, page in
          searcher.request.query.page = page
          searcher.search()
        },
      ]
    }
  }

  /// Shows the state in a controller, and takes its picks.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController(_ controller: some PaginationController) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setPagination(self.pagination)
      return [
        self.onPaginationChanged.subscribe(with: controller) { controller, pagination in
          controller.setPagination(pagination)
        },
        .callback(\.onClick, of: controller) { [weak self] page in
          self?.select(page: page)
        },
      ]
    }
  }
}
