extension HitsSearcher: StampedResultsPublisher {}
