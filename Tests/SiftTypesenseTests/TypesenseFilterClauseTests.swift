import XCTest

@testable import SiftTypesense

/// `filter_by` expressions: simplified, merged and written out.
final class TypesenseFilterClauseTests: XCTestCase {
  func test_constantsFold_andAnAlwaysTrueExpressionSendsNoFilter() {
    let brand = TypesenseFilterClause.equals(field: "brand", values: ["`A`"], negated: false)
    XCTAssertNil(
      TypesenseFilterClause.all([.constant(true), .any([.constant(true), brand])]).rendered)
    XCTAssertEqual(TypesenseFilterClause.all([brand, .constant(true)]).rendered, "brand:=`A`")
    XCTAssertEqual(TypesenseFilterClause.any([brand, .constant(false)]).rendered, "brand:=`A`")
    XCTAssertEqual(
      TypesenseFilterClause.all([brand, .any([])]).rendered, "id:=[]",
      "an empty OR selects nothing")
  }

  func test_nestedGroupsFlatten_andMixedGroupsAreParenthesized() {
    let clause = TypesenseFilterClause.all([
      .all([.compare(field: "a", op: ">", literal: "1"), .raw("g:(1, 2, 3 km)")]),
      .any([
        .compare(field: "b", op: "<", literal: "2"), .range(field: "c", lower: "1", upper: "3"),
      ]),
    ])
    XCTAssertEqual(clause.rendered, "a:>1 && g:(1, 2, 3 km) && (b:<2 || c:[1..3])")
  }

  func test_equalitiesOnOneField_mergeIntoOneList() {
    let any = TypesenseFilterClause.any([
      .equals(field: "a", values: ["`x`"], negated: false),
      .equals(field: "b", values: ["`y`"], negated: false),
      .equals(field: "a", values: ["`z`", "`x`"], negated: false),
    ])
    XCTAssertEqual(any.rendered, "a:=[`x`, `z`] || b:=`y`")
    let all = TypesenseFilterClause.all([
      .equals(field: "a", values: ["`x`"], negated: true),
      .equals(field: "a", values: ["`y`"], negated: true),
      .equals(field: "a", values: ["`z`"], negated: false),
    ])
    XCTAssertEqual(all.rendered, "a:!=[`x`, `y`] && a:=`z`")
  }
}
