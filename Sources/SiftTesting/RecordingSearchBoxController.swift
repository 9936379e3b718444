import SiftCore

/// A search box controller for tests: it simulates a user typing and submitting, and records
/// what the widget shows.
///
/// ```swift
/// let controller = RecordingSearchBoxController()
/// let connector = SearchBoxConnector(searcher: searcher, controller: controller)
/// controller.type("shoes")
/// controller.submit()
/// XCTAssertEqual(controller.displayedQueries.last, "shoes")
/// ```
@MainActor
public final class RecordingSearchBoxController: SearchBoxController {
  /// Set by the connection: called when the simulated user edits the query.
  public var onQueryChanged: ((String?) -> Void)?

  /// Set by the connection: called when the simulated user submits the query.
  public var onQuerySubmitted: ((String?) -> Void)?

  /// What the simulated field shows.
  public private(set) var text: String?

  /// Every query the widget asked the controller to show, in order.
  public private(set) var displayedQueries: [String?] = []

  /// Creates a controller with an empty field.
  public init() {}

  /// Shows a query set elsewhere (records it).
  ///
  /// - Parameter query: The query to show.
  public func setQuery(_ query: String?) {
    text = query
    displayedQueries.append(query)
  }

  /// Simulates the user replacing the text with `query`.
  ///
  /// - Parameter query: The edited text.
  public func type(_ query: String?) {
    text = query
    onQueryChanged?(query)
  }

  /// Simulates the user submitting the current text.
  public func submit() {
    onQuerySubmitted?(text)
  }
}
