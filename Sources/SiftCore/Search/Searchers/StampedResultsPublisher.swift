/// What the searchers share for delivering an outcome: the results events and the error event.
/// One `deliver` serves them all.
@MainActor
protocol StampedResultsPublisher: AnyObject {
  associatedtype PublishedRequest: Sendable & Hashable
  associatedtype PublishedResponse: Sendable

  var onResults: Event<PublishedResponse> { get }
  var onStampedResults: Event<Stamped<PublishedRequest, PublishedResponse>> { get }
  var onError: Event<SearchError> { get }
}

extension StampedResultsPublisher {
  /// Publishes the outcome of the latest search of `request`.
  func deliver(_ outcome: Result<PublishedResponse, SearchError>, for request: PublishedRequest) {
    switch outcome {
    case .success(let response):
      onStampedResults.fire(Stamped(request: request, response: response))
      onResults.fire(response)
    case .failure(let error):
      onError.fire(error)
    }
  }
}
