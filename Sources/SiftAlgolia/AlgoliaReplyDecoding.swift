import Foundation
import SiftCore

/// Reads Algolia's replies: bodies that decode to a model, and error messages.
enum AlgoliaReplyDecoding {
  /// The multiple-queries reply, `{"results": [...]}`.
  struct MultipleQueriesReply: Decodable {
    var results: [SearchResponse]
  }

  /// Decodes `body` as `T`, describing a failure with its key path.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - body: The reply's body.
  /// - Returns: The decoded value.
  /// - Throws: a description such as `type mismatch at results[0].nbHits: …`, or for text that
  ///   is not JSON the parse error with its line and column.
  static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(DescribedError) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: body)
    } catch let error as DecodingError {
      throw DescribedError(description: describe(error, body: body))
    } catch {
      throw DescribedError(description: "\(error)")
    }
  }

  /// The `message` of Algolia's error body `{"message": "…", "status": 400}` when it says
  /// something, else the body as text, else the standard phrase for `status`: never empty.
  ///
  /// - Parameters:
  ///   - body: The error reply's body.
  ///   - status: The HTTP status.
  /// - Returns: The message.
  static func errorMessage(from body: Data, status: Int) -> String {
    if let json = try? JSON.parse(body), case .object(let members) = json,
      case .string(let message)? = members["message"],
      !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      return message
    }
    let text = String(decoding: body.prefix(500), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? HTTPStatusPhrase.phrase(for: status) : text
  }

  /// A coding path as a key path: `results[0].facets.brand`.
  static func keyPath(_ codingPath: [any CodingKey]) -> String {
    var output = ""
    for key in codingPath {
      if let index = key.intValue {
        output += "[\(index)]"
      } else {
        output += (output.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return output.isEmpty ? "the top level" : output
  }

  private static func describe(_ error: DecodingError, body: Data) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "type mismatch at \(keyPath(context.codingPath)): expected \(type); "
        + context.debugDescription
    case .valueNotFound(let type, let context):
      return "missing value at \(keyPath(context.codingPath)): expected \(type); "
        + context.debugDescription
    case .keyNotFound(let key, let context):
      return "missing key \(keyPath(context.codingPath + [key]))"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        do {
          _ = try JSON.parse(body)
        } catch {
          return "invalid JSON: \(error)"
        }
      }
      return "invalid value at \(keyPath(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// An error that is just a description, for typed throws inside the module.
struct DescribedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  var description: String
}

/// Standard reason phrases for HTTP statuses, without FoundationNetworking.
enum HTTPStatusPhrase {
  static func phrase(for status: Int) -> String {
    switch status {
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 502: return "Bad Gateway"
    case 503: return "Service Unavailable"
    case 504: return "Gateway Timeout"
    default: return "HTTP status \(status)"
    }
  }
}
