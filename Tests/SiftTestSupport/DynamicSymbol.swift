#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A C function of the running process found by name, in every image it has loaded: what
/// `dlsym(RTLD_DEFAULT, name)` finds. Tests use it for the sanitizers' and the allocator's
/// functions, which exist only in some processes.
public enum DynamicSymbol {
  /// `RTLD_DEFAULT`, the handle that searches every loaded image. It is not a macro Swift
  /// imports: glibc's `dlfcn.h` defines it as a null pointer, Darwin's as `(void *)-2` (a null
  /// handle there is not the default search).
  private static var defaultHandle: UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      UnsafeMutableRawPointer(bitPattern: -2)
    #else
      nil
    #endif
  }

  /// The address of the function named `name`, or nil when no loaded image has it.
  /// - Parameter name: The C symbol's name.
  /// - Returns: Its address, to `unsafeBitCast` to a `@convention(c)` function type.
  public static func address(of name: String) -> UnsafeMutableRawPointer? {
    dlsym(defaultHandle, name)
  }
}
