extension FacetSearcher: StampedResultsPublisher {}
