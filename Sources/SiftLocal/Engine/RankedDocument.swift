/// A matching document with the values of every ranking criterion.
struct RankedDocument: Sendable {
  var doc: UInt32
  /// Typos summed over matched words (first-letter typos count double).
  var typos = 0
  /// Distance to `aroundLatLng` in meters, and that distance in `aroundPrecision` buckets.
  var geoDistance = 0
  var geoBucket = 0
  /// Query words matched.
  var words = 0
  /// Optional filter score.
  var filters = 0
  /// Summed distance between consecutive matched query words (at most 8 per pair).
  var proximity = 0
  /// The ``AttributeRank`` of the best match, ``AttributeRank/packed``.
  var attribute = 0
  /// Query words matched exactly.
  var exact = 0
  /// Field and position of the best match, for `_rankingInfo.firstMatchedWord`.
  var firstMatchedWord = 0
}
