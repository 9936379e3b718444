import Foundation
import Sift
import SiftTestSupport
import SiftTesting
import XCTest

@testable import sift_demo

@MainActor
final class TmpCaptureTests: XCTestCase {
  func test_capture() async throws {
    let tedtalks = try SharedData.dataset("tedtalks")
    for (name, catalog, query) in [
      ("sample", try DemoCatalog.sample(), "sony"),
      (
        "ted",
        try DemoCatalog.load(
          dataFile: tedtalks.appendingPathComponent("talks.json").path,
          settingsFile: tedtalks.appendingPathComponent("talks_settings.json").path), "climate"
      ),
    ] {
      let clock = ManualClock()
      let app = DemoApp(catalog: catalog, size: (rows: 24, columns: 100), clock: clock)
      app.start()
      await app.searcher.settled()
      _ = app.handle(query.map(Key.character))
      await clock.advance(by: .milliseconds(60))
      await app.searcher.settled()
      try DemoRenderer.render(app).plainText.write(
        toFile: "/tmp/readme-\(name).txt", atomically: true, encoding: .utf8)
    }
  }
}
