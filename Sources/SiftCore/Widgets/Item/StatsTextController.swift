/// The controller protocol of ``StatsConnector``: a view that shows the stats line
/// (`"1,234 results (3ms)"`), as InstantSearch names it. It is ``ItemTextController``.
///
/// ```swift
/// extension ResultsScreen: StatsTextController {
///   func setItem(_ item: String?) { title = item }
/// }
/// ```
public typealias StatsTextController = ItemTextController
