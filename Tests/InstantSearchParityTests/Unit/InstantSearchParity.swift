// InstantSearch iOS's own unit tests (algolia/instantsearch-ios,
// Tests/InstantSearchCoreTests/Unit, and the observable controllers' tests), rewritten in Sift's
// API: one Sift test per InstantSearch test, in a file and folder of the same name, each keeping
// the test's name and what it asserts. A test that asserts a deliberate difference says so in a
// comment and is listed in MIGRATING.md ("InstantSearch's own unit tests, in Sift").
