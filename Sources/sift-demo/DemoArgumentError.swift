/// A command line `sift-demo` cannot run.
enum DemoArgumentError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, expected: String)
  case settingsWithoutData
  case conflictingOptions(String, String)
  case missingOption(String, with: String)
  case typesenseOptionAlone(String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)' (see --help)"
    case .missingValue(let option): "\(option) needs a value"
    case .invalidValue(let option, let value, let expected):
      "\(option) '\(value)': expected \(expected)"
    case .settingsWithoutData: "--settings goes with --data"
    case .conflictingOptions(let first, let second): "\(first) and \(second) cannot go together"
    case .missingOption(let option, let other): "\(other) needs \(option)"
    case .typesenseOptionAlone(let option): "\(option) goes with --typesense"
    }
  }
}
