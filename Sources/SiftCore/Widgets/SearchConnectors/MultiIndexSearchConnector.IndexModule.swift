extension MultiIndexSearchConnector {
  /// One index of a multi-index screen: its name, its hits list and, if any, the filter state
  /// its searcher follows.
  ///
  /// ```swift
  /// MultiIndexSearchConnector.IndexModule(
  ///   indexName: "products", hitsInteractor: HitsInteractor<Product>(), hitsController: list)
  /// ```
  @MainActor
  public struct IndexModule {
    /// The index searched.
    public let indexName: String

    /// Links the module's hits list (and filter state) to its searcher.
    let connect: @MainActor (HitsSearcher) -> [any Connection]

    /// Creates a module whose hits show in `hitsController`.
    ///
    /// - Parameters:
    ///   - indexName: The index searched.
    ///   - hitsInteractor: The hits list logic.
    ///   - hitsController: The hits list's view adapter.
    ///   - filterState: Refinements for this index's searcher to follow, if any; the hits list
    ///     is told of each change too.
    public init<Record: Decodable, Controller: HitsController>(
      indexName: String, hitsInteractor: HitsInteractor<Record>, hitsController: Controller,
      filterState: FilterState? = nil
    ) where Controller.DataSource == HitsInteractor<Record> {
      self.indexName = indexName
      self.connect = { searcher in
        (filterState.map {
          [searcher.connectFilterState($0), hitsInteractor.connectFilterState($0)]
        }
          ?? [])
          + [
            HitsConnector(
              searcher: searcher, interactor: hitsInteractor, controller: hitsController)
          ]
      }
    }

    /// Creates a module whose hits are read from `hitsInteractor` (connect controllers to it
    /// yourself).
    ///
    /// - Parameters:
    ///   - indexName: The index searched.
    ///   - hitsInteractor: The hits list logic.
    ///   - filterState: Refinements for this index's searcher to follow, if any; the hits list
    ///     is told of each change too.
    public init<Record: Decodable>(
      indexName: String, hitsInteractor: HitsInteractor<Record>, filterState: FilterState? = nil
    ) {
      self.indexName = indexName
      self.connect = { searcher in
        (filterState.map {
          [searcher.connectFilterState($0), hitsInteractor.connectFilterState($0)]
        }
          ?? [])
          + [HitsConnector(searcher: searcher, interactor: hitsInteractor)]
      }
    }
  }
}
