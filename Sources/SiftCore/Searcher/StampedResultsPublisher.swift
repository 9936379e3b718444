/// What the searchers share for delivering an outcome: the results events, the error event and
/// the latest stamped results. One `deliver` serves them all.
@MainActor
protocol StampedResultsPublisher: AnyObject {
  associatedtype PublishedRequest: Sendable & Hashable
  associatedtype PublishedResponse: Sendable

  var onResults: Event<PublishedResponse> { get }
  var onStampedResults: Event<Stamped<PublishedRequest, PublishedResponse>> { get }
  var onError: Event<SearchError> { get }
  var latestResults: Stamped<PublishedRequest, PublishedResponse>? { get set }
}

extension StampedResultsPublisher {
  /// Publishes the outcome of the latest search of `request`.
  func deliver(_ outcome: Result<PublishedResponse, SearchError>, for request: PublishedRequest) {
    switch outcome {
    case .success(let response):
      let stamped = Stamped(request: request, response: response)
      latestResults = stamped
      onStampedResults.fire(stamped)
      onResults.fire(response)
    case .failure(let error):
      onError.fire(error)
    }
  }
}
