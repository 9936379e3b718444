import Foundation

// Every standard integer and floating-point type works in the number widgets; the conversions
// are the protocol's defaults for `BinaryInteger` and `BinaryFloatingPoint`.

extension Int: DoubleRepresentable {}
extension Int8: DoubleRepresentable {}
extension Int16: DoubleRepresentable {}
extension Int32: DoubleRepresentable {}
extension Int64: DoubleRepresentable {}
extension UInt: DoubleRepresentable {}
extension UInt8: DoubleRepresentable {}
extension UInt16: DoubleRepresentable {}
extension UInt32: DoubleRepresentable {}
extension UInt64: DoubleRepresentable {}
extension Double: DoubleRepresentable {}
extension Float: DoubleRepresentable {}
extension CGFloat: DoubleRepresentable {}

#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  extension Float16: DoubleRepresentable {}
#endif
