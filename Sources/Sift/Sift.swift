// The umbrella module: `import Sift` brings in the core (events, searchers, widgets), the
// headless default controllers and the embedded search engine.
@_exported import SiftControllers
@_exported import SiftCore
@_exported import SiftLocal
