extension SearchQuery {
  /// Reads Algolia's `params` string form, as ``urlEncodedParameters`` writes it and as deep
  /// links and Algolia's own clients carry it.
  ///
  /// ```swift
  /// let query = try SearchQuery(
  ///   urlEncodedParameters: "query=red%20phone&hitsPerPage=20&facets=%5B%22brand%22%5D")
  /// query.query        // "red phone"
  /// query.hitsPerPage  // 20
  /// ```
  ///
  /// Pairs are separated by `&` and split at their first `=`; names and values are
  /// percent-decoded, and `+` reads as a space. A value is read as the string it is for the
  /// parameters whose values are strings (`query`, `filters`, `highlightPreTag`, …) and
  /// otherwise as JSON text when it is JSON (`20`, `true`, `["brand"]`), as a string when it
  /// is not (`brand,price`, `min`); it then decodes as ``init(from:)`` decodes Algolia's
  /// parameters object. When a name repeats, the last value wins. Empty pairs are skipped.
  ///
  /// Writing a query read this way gives back the same string again: for every string `s` that
  /// reads, `SearchQuery(urlEncodedParameters: q.urlEncodedParameters)` reads and writes as
  /// `q.urlEncodedParameters`, `q` being the query read from `s`.
  ///
  /// - Parameter urlEncodedParameters: The `params` string.
  /// - Throws: ``ParametersError`` with the offset of a malformed escape or UTF-8 sequence, or
  ///   the name of a parameter whose value has the wrong type.
  public init(urlEncodedParameters: String) throws(ParametersError) {
    let bytes = Array(urlEncodedParameters.utf8)
    var parameters: [String: JSON] = [:]
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
      defer { start = end + 1 }
      guard start < end else { continue }
      let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) ?? end
      let name = try Self.percentDecoded(bytes, start..<equals)
      let text = try Self.percentDecoded(bytes, min(equals + 1, end)..<end)
      if Self.stringParameterNames.contains(name) {
        parameters[name] = .string(text)
      } else {
        parameters[name] = (try? JSON.parse(text)) ?? .string(text)
      }
    }
    do {
      self = try JSON.object(parameters).decode(SearchQuery.self)
    } catch let error as DecodingError {
      throw Self.parametersError(error)
    } catch {
      throw .invalidValue(parameter: "(unknown)", reason: "\(error)")
    }
  }

  /// The modelled parameters whose values are strings, read without JSON.
  private static let stringParameterNames: Set<String> = [
    "query", "filters", "highlightPreTag", "highlightPostTag", "aroundLatLng", "userToken",
    "sortFacetValuesBy",
  ]

  /// The text of `bytes[range]`, percent-decoded, with `+` as a space.
  private static func percentDecoded(_ bytes: [UInt8], _ range: Range<Int>) throws(ParametersError)
    -> String
  {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      switch bytes[index] {
      case UInt8(ascii: "%"):
        guard index + 2 < range.upperBound, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else { throw .invalidPercentEscape(at: index) }
        decoded.append(high << 4 | low)
        index += 3
      case UInt8(ascii: "+"):
        decoded.append(UInt8(ascii: " "))
        index += 1
      case let byte:
        decoded.append(byte)
        index += 1
      }
    }
    // Decoding replaces ill-formed UTF-8, so a text that re-encodes differently was not UTF-8.
    let text = String(decoding: decoded, as: UTF8.self)
    guard text.utf8.elementsEqual(decoded) else { throw .invalidUTF8(at: range.lowerBound) }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The parameter a decoding error is about, and why.
  private static func parametersError(_ error: DecodingError) -> ParametersError {
    let context: DecodingError.Context
    var reason: String
    switch error {
    case .typeMismatch(let type, let errorContext):
      context = errorContext
      reason = "expected \(type)"
    case .valueNotFound(let type, let errorContext):
      context = errorContext
      reason = "expected \(type)"
    case .keyNotFound(let key, let errorContext):
      context = errorContext
      reason = "missing \(key.stringValue)"
    case .dataCorrupted(let errorContext):
      context = errorContext
      reason = "invalid value"
    @unknown default:
      return .invalidValue(parameter: "(unknown)", reason: "\(error)")
    }
    if !context.debugDescription.isEmpty { reason += "; " + context.debugDescription }
    return .invalidValue(
      parameter: context.codingPath.first?.stringValue ?? "(root)", reason: reason)
  }
}
