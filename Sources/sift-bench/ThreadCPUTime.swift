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

  /// The part of the calling thread's CPU time so far spent in the kernel on its behalf (page
  /// faults and the zeroing of fresh memory, most of it, in an ingest), in seconds; `nil` where
  /// a thread's own usage cannot be read (everywhere but Linux).
  static func systemNow() -> Double? {
    #if os(Linux)
      var usage = rusage()
      // RUSAGE_THREAD (1), which Glibc's module does not import.
      guard getrusage(__rusage_who_t(1), &usage) == 0 else { return nil }
      return Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    #else
      return nil
    #endif
  }
}
