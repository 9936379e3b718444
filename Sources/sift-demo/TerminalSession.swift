import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal while the interactive demo runs: raw mode (no echo, no line buffering, keys as
/// they come), the alternate screen, and their restoration on every way out — a normal exit,
/// Ctrl-C (read as a key, since raw mode turns signals off), SIGINT/SIGTERM/SIGHUP/SIGQUIT sent
/// by another process, and the crash signals, which restore the terminal before the process
/// dies.
enum TerminalSession {
  /// The settings to restore; written once before raw mode, read by signal handlers.
  ///
  /// They live in memory of their own, allocated for a whole `termios`: `tcgetattr` writes the
  /// C structure's every byte, more than a Swift global of the type is registered with under
  /// the address sanitizer.
  nonisolated(unsafe) private static let original: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
  }()
  nonisolated(unsafe) private static var isRaw = false

  /// Whether standard input and output are a terminal.
  static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Enters raw mode and the alternate screen. Returns false when stdin is not a terminal.
  static func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, original) == 0 else { return false }
    var raw = original.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    atexit { TerminalSession.restore() }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      signal(signalNumber) { number in
        TerminalSession.restore()
        _exit(128 + number)
      }
    }
    for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP] {
      signal(signalNumber) { number in
        TerminalSession.restore()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    write("\u{1B}[?1049h\u{1B}[2J")
    return true
  }

  /// Leaves raw mode and the alternate screen. Safe to call more than once, and from a signal
  /// handler (only `write` and `tcsetattr`).
  static func restore() {
    guard isRaw else { return }
    isRaw = false
    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = writeStatic(leave)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, original)
  }

  /// The terminal's size in rows and columns (24 × 80 when it cannot be read).
  static var size: (rows: Int, columns: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0
    else { return (24, 80) }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  /// Writes text to standard output, unbuffered.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(STDOUT_FILENO, base + offset, buffer.count - offset)
        #else
          return Darwin.write(STDOUT_FILENO, base + offset, buffer.count - offset)
        #endif
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  private static func writeStatic(_ text: StaticString) -> Int {
    #if canImport(Glibc)
      Glibc.write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    #else
      Darwin.write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    #endif
  }

  /// Reads key bytes from standard input on a background thread.
  static func keyBytes() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          guard count > 0 else {
            continuation.finish()
            return
          }
          continuation.yield(Array(buffer[0..<count]))
        }
      }
      thread.start()
    }
  }
}
