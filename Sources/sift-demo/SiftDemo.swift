import Dispatch
import Foundation
import Sift
import SiftTypesense

/// `sift-demo`: instant search in the terminal, built only from Sift's public API.
@main
struct SiftDemo {
  static func main() async {
    let arguments: DemoArguments
    do {
      arguments = try DemoArguments.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail("sift-demo: \(error)", code: 2)
    }
    if arguments.help {
      print(DemoArguments.usage)
      return
    }
    if arguments.query == nil, TerminalSession.isInteractive {
      await runInteractive(arguments: arguments)
      return
    }
    let catalog: DemoCatalog
    do {
      catalog = try await loadCatalog(arguments, progress: nil, imported: nil)
    } catch {
      fail("sift-demo: \(error)", code: 1)
    }
    // What the interactive screen shows in yellow, scripted output says on standard error.
    for warning in catalog.warnings {
      FileHandle.standardError.write(Data("sift-demo: warning: \(warning)\n".utf8))
    }
    if let query = arguments.query {
      let succeeded = await ScriptedSearch.run(query: query, arguments: arguments, catalog: catalog)
      exit(succeeded ? 0 : 1)
    }
    var succeeded = true
    while let line = readLine() {
      succeeded =
        await ScriptedSearch.run(query: line, arguments: arguments, catalog: catalog) && succeeded
    }
    exit(succeeded ? 0 : 1)
  }

  /// The catalog the arguments name, loaded (and saved with `--save-index`).
  private static func loadCatalog(
    _ arguments: DemoArguments, progress: ((LocalIndex.IngestProgress) -> Void)?,
    imported: (@Sendable (TypesenseSearchService.ImportProgress) -> Void)?
  ) async throws -> DemoCatalog {
    let catalog: DemoCatalog
    if arguments.typesenseURL != nil {
      return try await DemoCatalog.typesense(arguments, progress: imported)
    } else if let directory = arguments.indexDirectory {
      catalog = try DemoCatalog.open(directory: directory)
    } else if let dataFile = arguments.dataFile {
      catalog = try DemoCatalog.load(
        dataFile: dataFile, settingsFile: arguments.settingsFile,
        replicaFiles: arguments.replicaFiles, progress: progress)
    } else {
      catalog = try DemoCatalog.sample()
    }
    if let directory = arguments.saveDirectory, let local = catalog.service as? LocalSearchService {
      try local.save(to: URL(fileURLWithPath: directory))
    }
    return catalog
  }

  private static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
  }

  /// What the interactive demo waits for: keys, or news of the load.
  private enum Event: Sendable {
    case keys([UInt8])
    case inputClosed
    case progress(LocalIndex.IngestProgress)
    case imported(TypesenseSearchService.ImportProgress)
    case loaded(Result<DemoCatalog, any Error>)
  }

  /// The interactive demo: the terminal in raw mode at once, a loading line with progress while
  /// the catalog loads (Ctrl-C cancels it), then the search screen.
  @MainActor
  private static func runInteractive(arguments: DemoArguments) async {
    guard TerminalSession.enter() else {
      fail("sift-demo: cannot put the terminal in raw mode", code: 1)
    }
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let reader = Task.detached {
      for await bytes in TerminalSession.keyBytes() { continuation.yield(.keys(bytes)) }
      continuation.yield(.inputClosed)
    }
    let source = loadingSubject(arguments)
    TerminalSession.write(loadingLine(source, progress: nil))
    let load = Task.detached {
      do {
        let catalog = try await loadCatalog(
          arguments, progress: { continuation.yield(.progress($0)) },
          imported: { continuation.yield(.imported($0)) })
        continuation.yield(.loaded(.success(catalog)))
      } catch {
        continuation.yield(.loaded(.failure(error)))
      }
    }
    var iterator = events.makeAsyncIterator()
    var catalog: DemoCatalog?
    var typedDuringLoad: [UInt8] = []
    while catalog == nil, let event = await iterator.next() {
      switch event {
      case .keys(let bytes):
        if bytes.contains(0x03) || bytes.contains(0x04) {
          load.cancel()
          TerminalSession.restore()
          fail("sift-demo: loading cancelled", code: 130)
        }
        typedDuringLoad += bytes
      case .inputClosed:
        load.cancel()
        TerminalSession.restore()
        exit(0)
      case .progress(let progress):
        TerminalSession.write(loadingLine(source, progress: progress))
      case .imported(let progress):
        TerminalSession.write(
          loadingLine(
            source
              + " · \(ValueFormatter.number(Double(progress.importedRecords))) records imported",
            progress: nil))
      case .loaded(.success(let loaded)):
        catalog = loaded
      case .loaded(.failure(let error)):
        TerminalSession.restore()
        fail("sift-demo: \(error)", code: 1)
      }
    }
    guard let catalog else {
      TerminalSession.restore()
      exit(0)
    }
    let options = DemoApp.Options(arguments)
    if let problem = options.problem(with: catalog) {
      TerminalSession.restore()
      fail("sift-demo: \(problem)", code: 2)
    }
    TerminalSession.write("\u{1B}[2J")
    let app = DemoApp(catalog: catalog, size: TerminalSession.size, options: options)
    var previous: Screen?
    let redraw = {
      let screen = DemoRenderer.render(app)
      TerminalSession.write(screen.diff(from: previous))
      previous = screen
    }
    app.onChange = redraw
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler {
      MainActor.assumeIsolated {
        app.resize(to: TerminalSession.size)
        previous = nil
        TerminalSession.write("\u{1B}[2J")
        redraw()
      }
    }
    resize.resume()
    redraw()
    app.start()
    var decoder = KeyDecoder()
    var pending = typedDuringLoad
    // Each read (up to 64 KB: a whole paste) is one batch of keys, drawn once.
    while true {
      let bytes: [UInt8]
      if !pending.isEmpty {
        bytes = pending
        pending = []
      } else {
        guard let event = await iterator.next(), case .keys(let read) = event else { break }
        bytes = read
      }
      var keys = decoder.decode(bytes)
      if bytes == [0x1B] { keys += decoder.flush() }
      guard app.handle(keys) else { break }
    }
    reader.cancel()
    resize.cancel()
    TerminalSession.restore()
    exit(0)
  }

  /// What is being loaded, in words: `talks.json (3.9 MB)`.
  private static func loadingSubject(_ arguments: DemoArguments) -> String {
    if let url = arguments.typesenseURL, let collection = arguments.collection {
      let node = (try? DemoCatalog.node(url).description) ?? url
      return "the collection \(collection) on \(node)"
    }
    if let directory = arguments.indexDirectory { return "the index saved in \(directory)" }
    guard let dataFile = arguments.dataFile else { return "the sample catalog" }
    let name = URL(fileURLWithPath: dataFile).lastPathComponent
    let bytes = (try? FileManager.default.attributesOfItem(atPath: dataFile)[.size] as? Int) ?? 0
    return bytes > 0 ? "\(name) (\(megabytes(bytes)))" : name
  }

  private static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }

  /// The loading line, drawn over the previous one.
  private static func loadingLine(_ subject: String, progress: LocalIndex.IngestProgress?)
    -> String
  {
    var text = "Sift demo · loading \(subject)…"
    if let progress {
      let records = ValueFormatter.number(Double(progress.records))
      switch progress.phase {
      case .reading:
        text += " \(Int(progress.fractionRead * 100))% · \(records) records read"
      case .indexing:
        text += " indexing \(records) records"
      }
    }
    return "\u{1B}[1;1H\u{1B}[2K" + ANSI.escapingControls(text) + ANSI.dim + "  (Ctrl-C cancels)"
      + ANSI.reset
  }
}
