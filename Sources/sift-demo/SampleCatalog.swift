import SiftCore

/// The catalog `sift-demo` searches when no `--data` is given: a few thousand realistic
/// products, generated deterministically (the same records on every machine), with settings in
/// Algolia's format.
enum SampleCatalog {
  /// The index name of the catalog; its replicas sort by price.
  static let indexName = "products"
  static let priceAscending = "products_price_asc"
  static let priceDescending = "products_price_desc"

  private struct Leaf {
    let path: [String]
    let types: [String]
    let brands: [String]
    let priceRange: ClosedRange<Double>
    let features: [String]
  }

  private static let leaves: [Leaf] = [
    Leaf(
      path: ["Electronics", "TV & Home Theater", "TVs"],
      types: ["4K UHD TV", "OLED TV", "Smart TV"],
      brands: ["Samsung", "LG", "Sony", "TCL", "Hisense", "Vizio"], priceRange: 199...2_999,
      features: ["HDR", "120Hz", "Dolby Vision", "55-inch", "65-inch", "voice remote"]),
    Leaf(
      path: ["Electronics", "TV & Home Theater", "Soundbars"],
      types: ["Soundbar", "Sound bar with subwoofer"],
      brands: ["Sonos", "Bose", "Samsung", "Vizio", "Yamaha"], priceRange: 99...899,
      features: ["Dolby Atmos", "wireless subwoofer", "Bluetooth", "HDMI eARC"]),
    Leaf(
      path: ["Electronics", "Audio", "Headphones"],
      types: ["Wireless Headphones", "Earbuds", "Over-Ear Headphones"],
      brands: ["Sony", "Bose", "Apple", "Beats", "Sennheiser", "JBL"], priceRange: 29...549,
      features: ["noise cancelling", "Bluetooth", "30-hour battery", "water resistant"]),
    Leaf(
      path: ["Electronics", "Audio", "Speakers"],
      types: ["Portable Speaker", "Smart Speaker", "Bookshelf Speakers"],
      brands: ["JBL", "Bose", "Sonos", "Ultimate Ears", "Amazon"], priceRange: 39...699,
      features: ["waterproof", "voice assistant", "stereo pair", "Wi-Fi"]),
    Leaf(
      path: ["Cell Phones", "Smartphones"], types: ["Smartphone", "5G Smartphone"],
      brands: ["Apple", "Samsung", "Google", "Motorola", "OnePlus"], priceRange: 149...1_399,
      features: ["128GB", "256GB", "unlocked", "triple camera", "OLED display"]),
    Leaf(
      path: ["Cell Phones", "Accessories", "Cases"],
      types: ["Phone Case", "Clear Case", "Wallet Case"],
      brands: ["OtterBox", "Spigen", "Apple", "Casetify", "Speck"], priceRange: 9...69,
      features: ["drop protection", "MagSafe", "slim", "shockproof"]),
    Leaf(
      path: ["Computers & Tablets", "Laptops"],
      types: ["Laptop", "Ultrabook", "Gaming Laptop", "Chromebook"],
      brands: ["Apple", "Dell", "HP", "Lenovo", "ASUS", "Acer"], priceRange: 249...3_499,
      features: ["16GB memory", "512GB SSD", "touch screen", "14-inch", "backlit keyboard"]),
    Leaf(
      path: ["Computers & Tablets", "Tablets"], types: ["Tablet", "Drawing Tablet", "Kids Tablet"],
      brands: ["Apple", "Samsung", "Amazon", "Lenovo", "Microsoft"], priceRange: 59...1_299,
      features: ["Wi-Fi", "10-inch", "stylus support", "64GB"]),
    Leaf(
      path: ["Computers & Tablets", "Accessories", "Keyboards"],
      types: ["Wireless Keyboard", "Mechanical Keyboard"],
      brands: ["Logitech", "Razer", "Corsair", "Apple", "Microsoft"], priceRange: 19...229,
      features: ["RGB backlight", "ergonomic", "Bluetooth", "quiet keys"]),
    Leaf(
      path: ["Appliances", "Kitchen", "Coffee Makers"],
      types: ["Coffee Maker", "Espresso Machine", "Single-Serve Brewer"],
      brands: ["Keurig", "Nespresso", "Breville", "Cuisinart", "De'Longhi"], priceRange: 29...899,
      features: ["programmable", "milk frother", "12-cup", "stainless steel"]),
    Leaf(
      path: ["Appliances", "Kitchen", "Blenders"],
      types: ["Blender", "Personal Blender", "Food Processor"],
      brands: ["Vitamix", "Ninja", "KitchenAid", "NutriBullet", "Oster"], priceRange: 24...649,
      features: ["1200 watts", "dishwasher safe", "variable speed", "glass jar"]),
    Leaf(
      path: ["Appliances", "Home", "Vacuums"],
      types: ["Robot Vacuum", "Cordless Vacuum", "Upright Vacuum"],
      brands: ["Dyson", "iRobot", "Shark", "Eufy", "Bissell"], priceRange: 79...999,
      features: ["HEPA filter", "self-emptying", "pet hair", "app control"]),
    Leaf(
      path: ["Cameras", "Digital Cameras"],
      types: ["Mirrorless Camera", "DSLR Camera", "Compact Camera"],
      brands: ["Canon", "Nikon", "Sony", "Fujifilm", "Panasonic"], priceRange: 299...3_999,
      features: ["24MP", "4K video", "image stabilization", "kit lens"]),
    Leaf(
      path: ["Video Games", "Consoles"], types: ["Game Console", "Handheld Console"],
      brands: ["Nintendo", "Sony", "Microsoft", "Valve"], priceRange: 199...699,
      features: ["1TB", "bundle", "OLED", "digital edition"]),
    Leaf(
      path: ["Video Games", "Controllers"],
      types: ["Wireless Controller", "Pro Controller", "Racing Wheel"],
      brands: ["Nintendo", "Sony", "Microsoft", "8BitDo", "Logitech"], priceRange: 24...399,
      features: ["rechargeable", "haptic feedback", "Bluetooth", "programmable buttons"]),
  ]

  private static let colors = [
    "Black", "White", "Silver", "Blue", "Red", "Graphite", "Green", "Gold",
  ]

  /// The records: `count` products, the same on every run.
  ///
  /// - Parameter count: How many products.
  /// - Returns: Records in Algolia's format.
  static func records(count: Int = 3_000) -> [JSON] {
    var random = SplitMix64(seed: 2_026)
    return (0..<count).map { index in
      let leaf = leaves[Int(random.next() % UInt64(leaves.count))]
      let brand = leaf.brands[Int(random.next() % UInt64(leaf.brands.count))]
      let type = leaf.types[Int(random.next() % UInt64(leaf.types.count))]
      let feature = leaf.features[Int(random.next() % UInt64(leaf.features.count))]
      let color = colors[Int(random.next() % UInt64(colors.count))]
      let model =
        "\(Character(UnicodeScalar(UInt8(65 + random.next() % 26))))\(100 + random.next() % 900)"
      let span = leaf.priceRange.upperBound - leaf.priceRange.lowerBound
      let price =
        (leaf.priceRange.lowerBound + span * unit(&random) * unit(&random)).rounded() - 0.01
      let rating = 1 + Int(random.next() % 5)
      let popularity = Int(random.next() % 10_000)
      let hierarchy = leaf.path.indices.map { leaf.path[...$0].joined(separator: " > ") }
      var levels: [String: JSON] = [:]
      for (level, value) in hierarchy.enumerated() {
        levels["lvl\(level)"] = .string(value)
      }
      let name = "\(brand) \(model) \(type) - \(feature), \(color)"
      return [
        "objectID": .string("p\(index + 1)"),
        "name": .string(name),
        "description": .string(
          "The \(brand) \(type.lowercased()) in \(color.lowercased()) with \(feature). "
            + "Part of our \(leaf.path.last ?? "") range."),
        "brand": .string(brand),
        "type": .string(type),
        "color": .string(color),
        "categories": .array(leaf.path.map { .string($0) }),
        "hierarchicalCategories": .object(levels),
        "price": .number(JSON.Number(price)),
        "rating": .number(JSON.Number(rating)),
        "free_shipping": .bool(price >= 35 && random.next() % 3 != 0),
        "popularity": .number(JSON.Number(popularity)),
      ]
    }
  }

  /// The settings of the catalog, in Algolia's format.
  static let settings: JSON = [
    "searchableAttributes": ["name", "brand", "type", "categories", "unordered(description)"],
    "attributesForFaceting": [
      "searchable(brand)", "type", "color", "categories", "hierarchicalCategories.lvl0",
      "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2", "price", "rating",
      "free_shipping",
    ],
    "customRanking": ["desc(popularity)", "desc(rating)"],
    "replicas": [.string(priceAscending), .string(priceDescending)],
    "attributesToHighlight": ["name", "brand"],
    "attributesToSnippet": ["description:12"],
    "hitsPerPage": 20,
  ]

  /// The settings of a replica sorted by `criterion` (such as `asc(price)`) before relevance.
  static func replicaSettings(sortedBy criterion: String) -> JSON {
    guard case .object(var settings) = self.settings else { return self.settings }
    settings["replicas"] = nil
    settings["ranking"] = [
      .string(criterion), "typo", "geo", "words", "filters", "proximity", "attribute", "exact",
      "custom",
    ]
    return .object(settings)
  }

  private static func unit(_ random: inout SplitMix64) -> Double {
    Double(random.next() >> 11) / Double(1 << 53)
  }
}
