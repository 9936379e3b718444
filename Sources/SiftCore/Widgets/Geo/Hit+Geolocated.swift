extension Hit: Geolocated {
  /// The distance in meters from `aroundLatLng` to the hit's nearest location:
  /// `_rankingInfo.matchedGeoLocation.distance`, else `_rankingInfo.geoDistance` (Algolia
  /// rounds it to `aroundPrecision`); nil without ranking info.
  public var geoDistance: Double? {
    guard let rankingInfo else { return nil }
    return rankingInfo["matchedGeoLocation"]?["distance"]?.doubleValue
      ?? rankingInfo["geoDistance"]?.doubleValue
  }
}
