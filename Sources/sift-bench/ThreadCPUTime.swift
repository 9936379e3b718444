#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time the calling thread has used: beside wall time, it shows what a step cost when
/// other processes share the machine.
enum ThreadCPUTime {
  /// The calling thread's CPU time so far, in seconds.
  static func now() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
