// The umbrella module: `import Sift` brings in the core (events, searchers, widgets) and the
// headless default controllers.
@_exported import SiftControllers
@_exported import SiftCore
