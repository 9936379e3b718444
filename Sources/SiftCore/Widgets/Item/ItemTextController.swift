/// A view that shows one line of text: a stats label, a banner title.
///
/// It is an ``ItemController`` showing `String?`; conform to it (or to `ItemController` with
/// `Item == String?`, which the connectors accept alike) to attach your own label.
///
/// ```swift
/// final class StatsLabel: ItemTextController {
///   var text = ""
///   func setItem(_ item: String?) { text = item ?? "" }
/// }
/// let stats = StatsConnector(searcher: searcher, controller: StatsLabel())
/// ```
@MainActor
public protocol ItemTextController: ItemController where Item == String? {}
