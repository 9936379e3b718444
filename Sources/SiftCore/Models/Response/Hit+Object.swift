extension Hit {
  /// The record, under InstantSearch's name for it (``record``).
  ///
  /// ```swift
  /// cell.title = hit.object.name  // as ported from InstantSearch; hit.record.name in Sift
  /// ```
  public var object: Record { record }
}
