/// The controller protocol of ``LoadingConnector``: a view that shows whether a search is in
/// flight (a spinner, an activity indicator). It is an ``ItemController`` showing `Bool`.
///
/// ```swift
/// final class Spinner: LoadingController {
///   var isAnimating = false
///   func setItem(_ item: Bool) { isAnimating = item }
/// }
/// let loading = LoadingConnector(searcher: searcher, controller: Spinner())
/// ```
@MainActor
public protocol LoadingController: ItemController where Item == Bool {}
