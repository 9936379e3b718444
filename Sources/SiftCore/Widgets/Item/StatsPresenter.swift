/// Turns stats into the text a stats widget shows; `nil` shows nothing.
public typealias StatsPresenter = @Sendable (SearchStats?) -> String?
