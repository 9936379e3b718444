import Foundation
import XCTest

/// Locates the workspace's shared data folder (datasets and fixtures) for tests.
///
/// The folder is `$SIFT_SHARED_DIR` when set, else `<package root>/../shared`, where the package
/// root is two levels above this file (`Tests/SiftTestSupport/`). Tests that need it skip when
/// it is absent: a user's clone has no shared folder.
public enum SharedData {
  /// The shared folder, or a skip when it is absent.
  public static func directory() throws -> URL {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["SIFT_SHARED_DIR"], !path.isEmpty {
      let url = URL(fileURLWithPath: path, isDirectory: true)
      guard fileManager.fileExists(atPath: url.path) else {
        throw XCTSkip("SIFT_SHARED_DIR points to a missing folder: \(path)")
      }
      return url
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // SiftTestSupport
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    guard fileManager.fileExists(atPath: shared.path) else {
      throw XCTSkip("No shared data folder (set SIFT_SHARED_DIR); looked at \(shared.path)")
    }
    return shared
  }

  /// The folder of a dataset, such as `datasets/tedtalks`, or a skip when it is absent.
  public static func dataset(_ name: String) throws -> URL {
    let folder = try directory().appendingPathComponent("datasets").appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw XCTSkip("No dataset at \(folder.path)")
    }
    return folder
  }

  /// The folder of Algolia response fixtures.
  public static func responseFixturesDirectory() throws -> URL {
    let folder = try directory().appendingPathComponent("fixtures/algolia-responses")
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw XCTSkip("No Algolia response fixtures at \(folder.path)")
    }
    return folder
  }

  /// The names (with extension) of every `.json` file among the response fixtures, sorted.
  public static func responseFixtureNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: responseFixturesDirectory().path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
  }

  /// A response fixture's bytes, with trailing commas removed.
  ///
  /// Some shared fixtures were hand-edited and contain trailing commas (`{"a": 1,}`), which
  /// strict JSON rejects; they are cleaned here rather than accepted by `JSON.parse`.
  public static func fixture(named name: String) throws -> Data {
    let url = try responseFixturesDirectory().appendingPathComponent(name)
    return removingTrailingCommas(from: try Data(contentsOf: url))
  }

  /// Removes every `,` that is followed (after optional whitespace) by `}` or `]`, outside
  /// string literals.
  public static func removingTrailingCommas(from data: Data) -> Data {
    let bytes = [UInt8](data)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var inString = false
    var escaped = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      defer { index += 1 }
      if inString {
        output.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: ",") {
        var next = index + 1
        while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]")
        {
          continue
        }
      }
      output.append(byte)
    }
    return Data(output)
  }
}
