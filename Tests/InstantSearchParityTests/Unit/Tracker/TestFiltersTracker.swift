/// InstantSearch's `TestFiltersTracker`: in Sift, the recording Insights client of
/// ``TestHitsTracker`` records filter events too.
typealias TestFiltersTracker = TestHitsTracker
