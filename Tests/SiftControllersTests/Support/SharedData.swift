import Foundation
import XCTest

/// Locates the workspace's shared datasets for tests: `$SIFT_SHARED_DIR` when set, else
/// `<package root>/../shared`. Tests that need them skip when they are absent.
enum SharedData {
  /// The folder of a dataset, such as `datasets/tedtalks`.
  static func dataset(_ name: String) throws -> URL {
    let shared: URL
    if let path = ProcessInfo.processInfo.environment["SIFT_SHARED_DIR"], !path.isEmpty {
      shared = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SiftControllersTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared")
    }
    let folder = shared.appendingPathComponent("datasets").appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw XCTSkip("No dataset at \(folder.path) (set SIFT_SHARED_DIR)")
    }
    return folder
  }
}
