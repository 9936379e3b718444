#if os(Linux) || os(macOS)
  import Foundation
  import SiftControllers
  import SiftCore
  import SiftTesting
  import SiftTypesense
  import XCTest

  /// Every widget family end to end over a real Typesense server: the demo's sample catalogue
  /// (and the airports, for geo search), checked against the records themselves.
  @MainActor
  final class TypesenseSearchServiceWidgetsTests: XCTestCase {
    struct Product: Decodable, Equatable {
      var objectID: String
      var name: String
      var brand: String
      var price: Double
      var free_shipping: Bool
      var categories: [String]
    }

    struct Airport: Decodable {
      var iata_code: String
    }

    private var records: [JSON] = []

    private func searcher(
      _ dataset: String = "products", hitsPerPage: Int = 20
    ) async throws -> HitsSearcher {
      let data = try await TypesenseDatasets.shared.dataset(dataset)
      records = data.records
      let service = try await TypesenseDatasets.shared.service()
      return HitsSearcher(
        service: service, indexName: dataset, query: SearchQuery(hitsPerPage: hitsPerPage))
    }

    private func count(where predicate: (JSON) -> Bool) -> Int {
      records.count(where: predicate)
    }

    private func strings(_ value: JSON?) -> [String] {
      switch value {
      case .string(let text)?: return [text]
      case .array(let values)?: return values.compactMap(\.stringValue)
      default: return []
      }
    }

    func test_searchBox_typing_showsTheMatchingHitsHighlighted_aftersTheDebounce() async throws {
      let searcher = try await searcher()
      let clock = ManualClock()
      let box = SearchBoxObservableController()
      let hits = HitsObservableController<Hit<Product>>()
      let searchBox = SearchBoxConnector(
        searcher: searcher, debounce: .milliseconds(100), clock: clock, controller: box)
      let hitsConnector = HitsConnector<Hit<Product>>(searcher: searcher, controller: hits)
      _ = (searchBox, hitsConnector)
      box.query = "sony"
      box.query = "sony headphones"
      await clock.advance(by: .milliseconds(100))
      await searcher.settled()

      let expected = count { record in
        record["brand"] == "Sony" && strings(record["categories"]).contains("Headphones")
      }
      XCTAssertEqual(searcher.latestResults?.request.query.query, "sony headphones")
      XCTAssertEqual(hits.nbHits, expected)
      XCTAssertFalse(hits.hits.isEmpty)
      for hit in hits.hits.compactMap({ $0 }) {
        XCTAssertEqual(hit.record.brand, "Sony")
        XCTAssertEqual(
          hit.highlighted("brand")?.description, "<em>Sony</em>", "the brand, highlighted")
      }
    }

    func test_pagination_andStats_walkThePages_ofAllTheMatches() async throws {
      let searcher = try await searcher(hitsPerPage: 7)
      let pages = PaginationObservableController()
      let stats = ItemObservableController<String?>(item: nil)
      let hits = HitsObservableController<Product>()
      let connectors: [AnyObject] = [
        PaginationConnector(searcher: searcher, controller: pages),
        StatsConnector(searcher: searcher, controller: stats),
        HitsConnector<Product>(searcher: searcher, controller: hits),
      ]
      _ = connectors
      searcher.request.query.filters = "brand:Apple"
      searcher.search()
      await searcher.settled()

      let apple = count { $0["brand"] == "Apple" }
      XCTAssertEqual(searcher.latestResults?.response.nbHits, apple)
      XCTAssertEqual(pages.pagination.pagesCount, (apple + 6) / 7)
      XCTAssertTrue(stats.item?.contains("\(apple)") == true, "\(String(describing: stats.item))")
      let first = searcher.latestResults?.response.hits.compactMap { $0["objectID"] } ?? []
      XCTAssertEqual(first.count, 7)

      pages.next()
      await searcher.settled()
      XCTAssertEqual(pages.pagination.currentPage, 1)
      let second = searcher.latestResults?.response.hits.compactMap { $0["objectID"] } ?? []
      XCTAssertEqual(second.count, 7)
      XCTAssertTrue(Set(first).isDisjoint(with: second), "the second page shows other hits")

      pages.last()
      await searcher.settled()
      XCTAssertEqual(
        searcher.latestResults?.response.hits.count, apple - 7 * (pages.pagination.pagesCount - 1))
    }

    func test_sortBy_switchingToAReplica_ordersTheHitsByPrice() async throws {
      let searcher = try await searcher()
      let sort = SwitchIndexObservableController()
      let connector = SwitchIndexConnector(
        searcher: searcher,
        indexNames: ["products", "products_price_asc", "products_price_desc"], controller: sort)
      _ = connector
      searcher.request.query.filters = "brand:Samsung"
      searcher.search()
      await searcher.settled()
      let samsung = count { $0["brand"] == "Samsung" }

      for (index, ascending) in [("products_price_asc", true), ("products_price_desc", false)] {
        sort.select(index)
        await searcher.settled()
        XCTAssertEqual(searcher.indexName, index)
        let response = try XCTUnwrap(searcher.latestResults?.response)
        XCTAssertEqual(response.nbHits, samsung)
        let prices = response.hits.compactMap { $0["price"]?.doubleValue }
        XCTAssertEqual(prices.count, 20)
        XCTAssertEqual(prices, ascending ? prices.sorted() : prices.sorted(by: >), index)
        let all = records.filter { $0["brand"] == "Samsung" }.compactMap {
          $0["price"]?.doubleValue
        }
        XCTAssertEqual(prices.first, ascending ? all.min() : all.max(), index)
      }
    }

    func test_facetList_withFacetSearch_findsABrand_andSelectingItRefinesTheHits() async throws {
      let searcher = try await searcher()
      let filterState = FilterState()
      searcher.connectFilterState(filterState)
      let service = try await TypesenseDatasets.shared.service()
      let facetSearcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
      let facetConnection = facetSearcher.connectFilterState(filterState)
      let brands = FacetListObservableController()
      let found = FacetListObservableController()
      let connectors: [AnyObject] = [
        FacetListConnector(
          searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
          controller: brands),
        FacetListConnector(
          facetSearcher: facetSearcher, filterState: filterState, operator: .or, groupName: "brand",
          controller: found),
      ]
      _ = (connectors, facetConnection)
      searcher.search()
      await searcher.settled()
      let brandCounts = records.reduce(into: [String: Int]()) { counts, record in
        for brand in strings(record["brand"]) { counts[brand, default: 0] += 1 }
      }
      XCTAssertEqual(
        Dictionary(uniqueKeysWithValues: brands.items.map { ($0.item.value, $0.item.count) }),
        brandCounts)

      facetSearcher.setQuery("sams")
      facetSearcher.search()
      await facetSearcher.settled()
      XCTAssertEqual(found.items.map(\.item.value), ["Samsung"])
      XCTAssertEqual(found.items.first?.item.count, brandCounts["Samsung"])
      XCTAssertEqual(
        facetSearcher.latestResults?.response.facetHits.first?.highlighted, "<em>Sams</em>ung")

      found.select(value: "Samsung")
      await searcher.settled()
      XCTAssertEqual(searcher.latestResults?.response.nbHits, brandCounts["Samsung"])
      XCTAssertEqual(brands.items.filter(\.isSelected).map(\.item.value), ["Samsung"])
      XCTAssertEqual(
        Dictionary(uniqueKeysWithValues: brands.items.map { ($0.item.value, $0.item.count) }),
        brandCounts, "the brand list stays disjunctive")
    }

    func test_filterToggle_andFilterList_refineTheHits() async throws {
      let searcher = try await searcher()
      let filterState = FilterState()
      searcher.connectFilterState(filterState)
      let toggle = FilterToggleObservableController()
      let bands = FilterListObservableController<Filter.Numeric>()
      let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)
      let middle = Filter.Numeric(attribute: "price", range: 100...500)
      let connectors: [AnyObject] = [
        FilterToggleConnector(
          filterState: filterState, filter: Filter.Facet(attribute: "free_shipping", value: true),
          controller: toggle),
        NumericFilterListConnector(
          filterState: filterState, filters: [cheap, middle], selectionMode: .single,
          operator: .and, groupName: "price", controller: bands),
      ]
      _ = connectors
      toggle.toggle()
      await searcher.settled()
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits, count { $0["free_shipping"] == true })

      bands.select(middle)
      await searcher.settled()
      let price = { (record: JSON) in record["price"]?.doubleValue ?? -1 }
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits,
        count { $0["free_shipping"] == true && (100...500).contains(price($0)) })
      XCTAssertEqual(bands.items.filter(\.isSelected).map(\.item), [middle])

      bands.select(cheap)
      await searcher.settled()
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits,
        count { $0["free_shipping"] == true && price($0) < 100 })
    }

    func test_currentFilters_removeOne_andClearFilters_removesTheRest() async throws {
      let searcher = try await searcher()
      let filterState = FilterState()
      searcher.connectFilterState(filterState)
      let current = CurrentFiltersObservableController()
      let clear = ClearFiltersObservableController()
      let connectors: [AnyObject] = [
        CurrentFiltersConnector(filterState: filterState, controller: current),
        ClearFiltersConnector(filterState: filterState, mode: .except, controller: clear),
      ]
      _ = connectors
      filterState[and: "color"].add(Filter.Facet(attribute: "color", value: "Red"))
      filterState[and: "rating"].add(
        Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4))
      filterState.notifyChange()
      await searcher.settled()
      let rating = { (record: JSON) in record["rating"]?.doubleValue ?? 0 }
      XCTAssertEqual(current.items.count, 2)
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits,
        count { $0["color"] == "Red" && rating($0) >= 4 })

      let colorItem = try XCTUnwrap(current.items.first { $0.filter.attribute == "color" })
      current.remove(colorItem)
      await searcher.settled()
      XCTAssertEqual(current.items.count, 1)
      XCTAssertEqual(searcher.latestResults?.response.nbHits, count { rating($0) >= 4 })

      clear.clear()
      await searcher.settled()
      XCTAssertTrue(current.items.isEmpty)
      XCTAssertEqual(searcher.latestResults?.response.nbHits, records.count)
    }

    func test_numberRange_boundsAreThePrices_andARangeKeepsThePricesInIt() async throws {
      let searcher = try await searcher()
      let filterState = FilterState()
      searcher.connectFilterState(filterState)
      searcher.request.query.facets = ["price"]
      let range = NumberRangeObservableController<Double>()
      let connector = NumberRangeConnector<Double>(
        searcher: searcher, filterState: filterState, attribute: "price", controller: range)
      _ = connector
      searcher.search()
      await searcher.settled()
      let prices = records.compactMap { $0["price"]?.doubleValue }
      XCTAssertEqual(range.bounds, try XCTUnwrap(prices.min())...XCTUnwrap(prices.max()))

      range.set(250...750)
      await searcher.settled()
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits, prices.count(where: { (250...750).contains($0) }))
      let shown =
        searcher.latestResults?.response.hits.compactMap { $0["price"]?.doubleValue } ?? []
      XCTAssertTrue(shown.allSatisfy { (250...750).contains($0) })
    }

    func test_hierarchicalMenu_selectingLevels_countsEachLevelsValues() async throws {
      let searcher = try await searcher()
      let filterState = FilterState()
      searcher.connectFilterState(filterState)
      let menu = HierarchicalMenuObservableController()
      let facet = HierarchicalFacet(
        attributes: [
          "hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1",
          "hierarchicalCategories.lvl2",
        ])
      let connector = HierarchicalMenuConnector(
        searcher: searcher, filterState: filterState, facet: facet, controller: menu)
      _ = connector
      searcher.search()
      await searcher.settled()
      func counts(_ level: Int, under parent: String?) -> [String: Int] {
        records.reduce(into: [:]) { counts, record in
          guard let value = record[path: "hierarchicalCategories.lvl\(level)"]?.stringValue,
            parent.map({ value.hasPrefix($0 + " > ") }) ?? true
          else { return }
          counts[value, default: 0] += 1
        }
      }
      let topLevel = counts(0, under: nil)
      XCTAssertEqual(
        Dictionary(uniqueKeysWithValues: menu.items.map { ($0.value, $0.count) }), topLevel)

      menu.select("Electronics")
      await searcher.settled()
      menu.select("Electronics > Audio")
      await searcher.settled()
      let shown = Dictionary(
        uniqueKeysWithValues: menu.items.filter { $0.level > 0 }.map { ($0.value, $0.count) })
      let expected = counts(1, under: "Electronics").merging(
        counts(2, under: "Electronics > Audio"), uniquingKeysWith: { a, _ in a })
      XCTAssertEqual(shown, expected)
      XCTAssertEqual(
        searcher.latestResults?.response.nbHits,
        counts(1, under: "Electronics")["Electronics > Audio"])
      XCTAssertEqual(menu.items.filter(\.isSelected).map(\.value).last, "Electronics > Audio")
    }

    func test_geoSearch_aroundParis_findsTheAirportsWithin250km_nearestFirst() async throws {
      let searcher = try await searcher("airports", hitsPerPage: 100)
      let map = GeoHitsObservableController<Airport>()
      let geo = GeoSearchConnector<Airport>(searcher: searcher, controller: map)
      let paris = GeoLocation(lat: 48.8566, lng: 2.3522)
      try geo.interactor.searchAround(paris, radius: .meters(250_000))
      await searcher.settled()

      func meters(_ a: GeoLocation, _ b: GeoLocation) -> Double {
        let radians = Double.pi / 180
        let cosine =
          sin(a.lat * radians) * sin(b.lat * radians)
          + cos(a.lat * radians) * cos(b.lat * radians) * cos((b.lng - a.lng) * radians)
        return 6_371_000 * acos(min(1, max(-1, cosine)))
      }
      let expected = Set(
        records.compactMap { record -> String? in
          guard let lat = record["_geoloc"]?["lat"]?.doubleValue,
            let lng = record["_geoloc"]?["lng"]?.doubleValue,
            meters(GeoLocation(lat: lat, lng: lng), paris) <= 250_000
          else { return nil }
          return record["iata_code"]?.stringValue
        })
      XCTAssertTrue(expected.isSuperset(of: ["CDG", "ORY"]))
      XCTAssertEqual(Set(map.hits.map(\.record.iata_code)), expected)
      let distances = map.hits.compactMap(\.geoDistance)
      XCTAssertEqual(distances.count, map.hits.count, "every hit has its distance")
      XCTAssertEqual(distances, distances.sorted(), "nearest first")
      for hit in map.hits {
        let place = try XCTUnwrap(hit.geolocation)
        XCTAssertEqual(try XCTUnwrap(hit.geoDistance), meters(place, paris), accuracy: 500)
      }

      try geo.interactor.searchInside(
        GeoBoundingBox(
          northEast: GeoLocation(lat: 51.7, lng: 0.4), southWest: GeoLocation(lat: 51.2, lng: -0.6))
      )
      await searcher.settled()
      let inLondon = Set(
        records.compactMap { record -> String? in
          guard let lat = record["_geoloc"]?["lat"]?.doubleValue,
            let lng = record["_geoloc"]?["lng"]?.doubleValue, (51.2...51.7).contains(lat),
            (-0.6...0.4).contains(lng)
          else { return nil }
          return record["iata_code"]?.stringValue
        })
      XCTAssertTrue(inLondon.isSuperset(of: ["LHR", "LCY"]))
      XCTAssertEqual(Set(map.hits.map(\.record.iata_code)), inLondon)
    }
  }
#endif
