import Foundation

// Shared by the fuzz targets that write files (compiled into each one).

/// Where the inputs are written: memory (`/dev/shm`) when there is one, as saves, journal
/// appends and downloads sync every file they write.
private let scratch: URL = {
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory),
    isDirectory.boolValue
  {
    return URL(fileURLWithPath: "/dev/shm", isDirectory: true)
  }
  return FileManager.default.temporaryDirectory
}()

/// A new, empty directory under the scratch directory, for one input.
func temporaryDirectory() -> URL {
  let url = scratch.appendingPathComponent("sift-fuzz-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
