import Dispatch
import Foundation
import Sift

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
    let catalog: DemoCatalog
    do {
      if let directory = arguments.indexDirectory {
        catalog = try DemoCatalog.open(directory: directory)
      } else {
        catalog =
          try arguments.dataFile.map {
            try DemoCatalog.load(dataFile: $0, settingsFile: arguments.settingsFile)
          }
          ?? DemoCatalog.sample()
      }
      if let directory = arguments.saveDirectory {
        try catalog.service.save(to: URL(fileURLWithPath: directory))
      }
    } catch {
      fail("sift-demo: \(error)", code: 1)
    }
    if let query = arguments.query {
      let succeeded = await ScriptedSearch.run(query: query, arguments: arguments, catalog: catalog)
      exit(succeeded ? 0 : 1)
    }
    if !TerminalSession.isInteractive {
      var succeeded = true
      while let line = readLine() {
        succeeded =
          await ScriptedSearch.run(query: line, arguments: arguments, catalog: catalog) && succeeded
      }
      exit(succeeded ? 0 : 1)
    }
    await runInteractive(catalog: catalog)
  }

  private static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
  }

  @MainActor
  private static func runInteractive(catalog: DemoCatalog) async {
    guard TerminalSession.enter() else {
      fail("sift-demo: cannot put the terminal in raw mode", code: 1)
    }
    let app = DemoApp(catalog: catalog, size: TerminalSession.size)
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
    // Each read (up to 64 KB: a whole paste) is one batch of keys, drawn once.
    for await bytes in TerminalSession.keyBytes() {
      var keys = decoder.decode(bytes)
      if bytes == [0x1B] { keys += decoder.flush() }
      guard app.handle(keys) else { break }
    }
    resize.cancel()
    TerminalSession.restore()
    exit(0)
  }
}
