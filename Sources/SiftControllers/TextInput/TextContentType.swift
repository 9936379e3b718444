/// What a text input's content means, so that a keyboard can suggest it (UIKit's
/// `UITextContentType`).
///
/// An extensible, string-backed type: the common values are here, and any other can be written
/// `TextContentType(rawValue: "…")`.
///
/// ```swift
/// searchBarController.searchBar.textContentType = .countryName
/// ```
public struct TextContentType: RawRepresentable, Sendable, Hashable, Codable {
  /// The identifier of the content type.
  public let rawValue: String

  /// Creates a content type.
  ///
  /// - Parameter rawValue: The identifier of the content type.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A full name.
  public static let name = TextContentType(rawValue: "name")
  /// A name prefix, such as "Dr.".
  public static let namePrefix = TextContentType(rawValue: "namePrefix")
  /// A given (first) name.
  public static let givenName = TextContentType(rawValue: "givenName")
  /// A middle name.
  public static let middleName = TextContentType(rawValue: "middleName")
  /// A family (last) name.
  public static let familyName = TextContentType(rawValue: "familyName")
  /// A name suffix, such as "Jr.".
  public static let nameSuffix = TextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = TextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = TextContentType(rawValue: "jobTitle")
  /// An organization name.
  public static let organizationName = TextContentType(rawValue: "organizationName")
  /// A location.
  public static let location = TextContentType(rawValue: "location")
  /// A full street address.
  public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = TextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = TextContentType(rawValue: "streetAddressLine2")
  /// A city.
  public static let addressCity = TextContentType(rawValue: "addressCity")
  /// A state or province.
  public static let addressState = TextContentType(rawValue: "addressState")
  /// A city and its state.
  public static let addressCityAndState = TextContentType(rawValue: "addressCityAndState")
  /// A sublocality, such as a district.
  public static let sublocality = TextContentType(rawValue: "sublocality")
  /// A country name.
  public static let countryName = TextContentType(rawValue: "countryName")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let url = TextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
}
