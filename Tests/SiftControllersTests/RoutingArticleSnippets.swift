// swift-format-ignore-file
// Every `swift` block of the Routing article (Sources/Sift/Sift.docc/Routing.md), compiled.
// DocumentationTests checks that each block appears here verbatim (up to indentation);
// RoutingArticleTests runs them.
import Foundation
import Sift

/// The Routing article's snippets, each returning what its test inspects.
@MainActor
enum RoutingArticleSnippets {
  static func connector(
    searcher: HitsSearcher, filterState: FilterState, searchPage: URL, openedURL: URL
  ) throws -> SearchStateConnector {
    let routing = SearchStateConnector(searcher: searcher, filterState: filterState)
    routing.onStateChanged.subscribe(with: routing) { _, state in
      print(state.url(relativeTo: searchPage))
    }
    try routing.apply(url: openedURL)
    return routing
  }

  static func mapping(searcher: HitsSearcher, filterState: FilterState) -> SearchStateConnector {
    var mapping = SearchStateMapping()
    mapping.menus = ["type"]
    mapping.numericMenus = ["price"]
    mapping.ratingMenus = ["rating"]
    mapping.configuredParameters = ["hitsPerPage"]
    mapping.groups["color"] = .and(name: "color")  // a conjunctive facet list
    let routing = SearchStateConnector(searcher: searcher, filterState: filterState, mapping: mapping)
    return routing
  }
}
