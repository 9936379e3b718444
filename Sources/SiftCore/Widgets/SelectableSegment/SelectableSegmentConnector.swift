/// Wires a choice among a few options to what it controls: the searcher's index (sort by),
/// its page size (hits per page), a filter state (filter map). The named connectors
/// (``SortByConnector``, ``HitsPerPageConnector``, ``FilterMapConnector``) are subclasses that
/// only add their source connection, so each is also usable as the connector it specializes.
@MainActor
public class SelectableSegmentConnector<SegmentKey: Hashable & Comparable, Segment>:
  Connector
{
  /// The choices and the selection.
  public let interactor: SelectableSegmentInteractor<SegmentKey, Segment>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector from the connection that applies picks.
  ///
  /// - Parameters:
  ///   - interactor: The choices and the selection.
  ///   - sourceConnection: Makes the connection that applies picks and reflects changes made
  ///     elsewhere.
  public init(
    interactor: SelectableSegmentInteractor<SegmentKey, Segment>,
    sourceConnection: (SelectableSegmentInteractor<SegmentKey, Segment>) -> ClosureConnection
  ) {
    self.interactor = interactor
    connections.add(sourceConnection(interactor))
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels a choice.
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping @MainActor (Segment) -> String
  ) where Controller.SegmentKey == SegmentKey {
    connections.add(interactor.connectController(controller, presenter: presenter))
  }
}

extension SelectableSegmentConnector where Segment: CustomStringConvertible {
  /// Adds a controller that labels choices with their description; connected at once if the
  /// connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: SelectableSegmentController>(_ controller: Controller)
  where Controller.SegmentKey == SegmentKey {
    connectController(controller, presenter: { $0.description })
  }
}
