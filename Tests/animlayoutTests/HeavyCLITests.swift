import Testing

/// The suites that run whole bundled scenes through the binary many times (every documented
/// example, the output-folder table, the CLI fuzz, the review server with a real browser) run
/// one after another: side by side on two cores they starve each other's time limits.
@Suite("Heavy CLI suites, one at a time", .serialized)
struct HeavyCLITests {}
