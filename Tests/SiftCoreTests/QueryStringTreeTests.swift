import SiftCore
import XCTest

@testable import SiftCore

/// The query string reader and writer against the `qs` library (6.15.3), which InstantSearch.js's
/// history router uses: each expected value is what `qs.parse(text, { arrayLimit: 99 })` returns
/// (as JSON) or what `qs.stringify` writes for the same value.
final class QueryStringTreeTests: XCTestCase {
  private func parsed(_ text: String) throws -> JSON {
    QueryStringTree.object(try QueryStringTree.parse(text)).json
  }

  func test_parse_readsEveryKeyAndValue_asQsParseDoes() throws {
    let cases: [(String, String)] = [
      (
        "products%5Bquery%5D=samsung%20tv&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Samsung",
        #"{"products":{"query":"samsung tv","refinementList":{"brand":["Samsung"]}}}"#
      ),
      ("products[query]=a&products[query]=b", #"{"products":{"query":["a","b"]}}"#),
      (
        "products[refinementList][brand]=A&products[refinementList][brand]=B",
        #"{"products":{"refinementList":{"brand":["A","B"]}}}"#
      ),
      (
        "products[refinementList][brand][]=X&products[refinementList][brand][]=Y",
        #"{"products":{"refinementList":{"brand":["X","Y"]}}}"#
      ),
      ("b[2]=x&b[0]=y", #"{"b":["y","x"]}"#),
      ("b[98]=x", #"{"b":["x"]}"#),
      ("b[99]=x", #"{"b":{"99":"x"}}"#),
      ("b[0]=A&b[0]=B", #"{"b":[["A","B"]]}"#),
      ("p[configure][a][b][c][d]=x", #"{"p":{"configure":{"a":{"b":{"c":{"d":"x"}}}}}}"#),
      (
        "p[configure][a][b][c][d][e]=x", #"{"p":{"configure":{"a":{"b":{"c":{"d":{"[e]":"x"}}}}}}}"#
      ),
      ("p[a][b][c][d][e][f][g]=x", #"{"p":{"a":{"b":{"c":{"d":{"e":{"[f][g]":"x"}}}}}}}"#),
      (
        "products%5BrefinementList%5D%5Bsize%5Beu%5D%5D%5B0%5D=42",
        #"{"products":{"refinementList":{"size[eu]":["42"]}}}"#
      ),
      ("p[size]][0]=x", #"{"p":{"size":["x"]}}"#),
      ("p[[x][0]=y", #"{"p":{"[[x][0]":"y"}}"#),
      ("a[b]c[d]=1", #"{"a":{"b":{"d":"1"}}}"#),
      (
        "q=100%&r=%E2%82%AC&s=%FF&t=%ED%A0%80&u=a+b%2Bc&v=%zz%20",
        #"{"q":"100%","r":"€","s":"%FF","t":"%ED%A0%80","u":"a b+c","v":"%zz%20"}"#
      ),
      ("p[q]=a]=b", #"{"p":{"q":"a]=b"}}"#),
      ("p[q=x]=y", #"{"p":{"q=x":"y"}}"#),
      ("a=1=2", #"{"a":"1=2"}"#),
      ("p[constructor][0]=x&p[query]=q", #"{"p":{"query":"q"}}"#),
      ("toString[query]=x", "{}"),
      ("p[__proto__][query]=x", "{}"),
      ("p[hasOwnProperty]=1", "{}"),
      ("a[b]=1&a=2", #"{"a":[{"b":"1"},"2"]}"#),
      ("a=2&a[b]=1", #"{"a":["2",{"b":"1"}]}"#),
      ("a[0]=x&a[x]=y", #"{"a":{"0":"x","x":"y"}}"#),
      ("a[]=1&a[1]=2", #"{"a":["1","2"]}"#),
      ("a[1]=1&a[]=2", #"{"a":["2","1"]}"#),
      ("&&=x&p&p[q]", #"{"p":["",{"q":""}]}"#),
      ("p%5bq%5d=lower", #"{"p":{"q":"lower"}}"#),
      ("a[0]=&a[1]=z", #"{"a":["","z"]}"#),
      ("a=&a=b", #"{"a":["","b"]}"#),
      ("5[x]=1&a[x]=2&3[x]=0", #"{"3":{"x":"0"},"5":{"x":"1"},"a":{"x":"2"}}"#),
      (
        "p[menu][type]=OLED&p[numericMenu][price]=10%3A100&p[ratingMenu][rating]=4&p[configure][hitsPerPage]=8&p[configure][facetFilters][0][0]=a%3A1&p[configure][facetFilters][0][1]=a%3A2&p[configure][facetFilters][1]=b%3A3",
        #"{"p":{"menu":{"type":"OLED"},"numericMenu":{"price":"10:100"},"ratingMenu":{"rating":"4"},"configure":{"hitsPerPage":"8","facetFilters":[["a:1","a:2"],"b:3"]}}}"#
      ),
      ("a[]=x&a[150]=y", #"{"a":{"0":"x","150":"y"}}"#),
      ("a[150]=y&a=x", #"{"a":{"150":"y","151":"x"}}"#),
      ("a=x&a[150]=y", #"{"a":{"0":"x","151":"y"}}"#),
      ("a[0][b]=1&a[0][c]=2", #"{"a":[{"b":"1","c":"2"}]}"#),
      ("a[0]=1&a[0][b]=2", #"{"a":["1",{"b":"2"}]}"#),
      ("a[99]=x&a[]=y", #"{"a":{"0":"y","99":"x"}}"#),
      ("a[b]=1&a[c][]=2&a[c][]=3", #"{"a":{"b":"1","c":["2","3"]}}"#),
      ("a[99]=x&a[100]=y&a=z", #"{"a":{"99":"x","100":"y","101":"z"}}"#),
      ("a=z&a[99]=x", #"{"a":{"0":"z","100":"x"}}"#),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try parsed(text), try JSON.parse(expected), text)
    }
  }

  func test_parse_pastTheArrayLimit_makesAnObjectOfTheIndices_asQsDoes() throws {
    // 100 indices: the list past 99 items becomes an object keyed by index.
    let hundred = (0..<100).map { "a[\($0)]=v\($0)" }.joined(separator: "&")
    let object = JSON.object(
      Dictionary(uniqueKeysWithValues: (0..<100).map { (String($0), JSON.string("v\($0)")) }))
    XCTAssertEqual(try parsed(hundred), ["a": object])
    XCTAssertEqual(
      try parsed((0..<99).map { "a[]=v\($0)" }.joined(separator: "&")),
      [
        "a": .array((0..<99).map { .string("v\($0)") })
      ])
    // 101 values of one key appended with []: an object of 0 to 100.
    let pushed = (0...100).map { "a[b][]=v\($0)" }.joined(separator: "&")
    let indices = JSON.object(
      Dictionary(uniqueKeysWithValues: (0...100).map { (String($0), JSON.string("v\($0)")) }))
    XCTAssertEqual(try parsed(pushed), ["a": ["b": indices]])
  }

  func test_pairs_writeAsQsStringifyDoes() {
    let configure = QueryStringTree.tree([
      "aroundRadius": 1000, "distinct": true, "facetFilters": [["a:1", "a:2"], "b:3"],
      "x": nil, "y": [], "z": [:],
    ])
    XCTAssertEqual(
      QueryStringTree.pairs(configure, at: ["p", "configure"]).joined(separator: "&"),
      "p%5Bconfigure%5D%5BaroundRadius%5D=1000&p%5Bconfigure%5D%5Bdistinct%5D=true"
        + "&p%5Bconfigure%5D%5BfacetFilters%5D%5B0%5D%5B0%5D=a%3A1"
        + "&p%5Bconfigure%5D%5BfacetFilters%5D%5B0%5D%5B1%5D=a%3A2"
        + "&p%5Bconfigure%5D%5BfacetFilters%5D%5B1%5D=b%3A3&p%5Bconfigure%5D%5Bx%5D=")
    XCTAssertEqual(
      QueryStringTree.pair(["產品", "query"], "café crème 日本 🎉 ~-._!*'()"),
      "%E7%94%A2%E5%93%81%5Bquery%5D=caf%C3%A9%20cr%C3%A8me%20%E6%97%A5%E6%9C%AC%20%F0%9F%8E%89"
        + "%20~-._%21%2A%27%28%29")
  }

  func test_whatIsWritten_readsBackToTheSameTree() throws {
    let tree = QueryStringTree.object([
      "query": .string("a&b=c d+e%"),
      "refinementList": .object(["size[eu]": .list([.string("42")])]),
      "configure": .object(["facetFilters": .list([.list([.string("a:1")]), .string("b")])]),
    ])
    let text = QueryStringTree.pairs(tree, at: ["products"]).joined(separator: "&")
    XCTAssertEqual(try QueryStringTree.parse(text), ["products": tree])
  }

  func test_limits_areTypedErrors() {
    XCTAssertThrowsError(try QueryStringTree.parse(String(repeating: "a", count: 65_537))) {
      XCTAssertEqual($0 as? SearchStateError, .tooLong(length: 65_537, limit: 65_536))
    }
    XCTAssertThrowsError(try QueryStringTree.parse(String(repeating: "&", count: 1_000))) {
      XCTAssertEqual($0 as? SearchStateError, .tooManyParameters(count: 1_001, limit: 1_000))
    }
  }
}
