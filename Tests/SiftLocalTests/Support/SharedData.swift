import Foundation
import XCTest

/// Locates the workspace's shared data folder (datasets and fixtures) for tests.
///
/// The folder is `$SIFT_SHARED_DIR` when set, else `<package root>/../shared`, where the package
/// root is three levels above this file (`Tests/SiftLocalTests/Support/`). Tests that need it
/// skip when it is absent.
enum SharedData {
  static func directory() throws -> URL {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["SIFT_SHARED_DIR"], !path.isEmpty {
      let url = URL(fileURLWithPath: path, isDirectory: true)
      guard fileManager.fileExists(atPath: url.path) else {
        throw XCTSkip("SIFT_SHARED_DIR points to a missing folder: \(path)")
      }
      return url
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // SiftLocalTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    guard fileManager.fileExists(atPath: shared.path) else {
      throw XCTSkip("No shared data folder (set SIFT_SHARED_DIR); looked at \(shared.path)")
    }
    return shared
  }

  /// The folder of a dataset, such as `datasets/tedtalks`.
  static func dataset(_ name: String) throws -> URL {
    let folder = try directory().appendingPathComponent("datasets").appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw XCTSkip("No dataset at \(folder.path)")
    }
    return folder
  }
}
