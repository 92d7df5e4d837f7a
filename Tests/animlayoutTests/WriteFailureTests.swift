import Foundation
import Testing

/// Output that cannot be written is an error (exit 74) with a line that names the stream,
/// never a success: standard output on a full device, and a pipe whose reader has gone.
@Suite("CLI: writes that fail")
struct WriteFailureTests {
    @Test("solve --json, check and --help into /dev/full: exit 74 and a line on standard error")
    func fullDevice() throws {
        for arguments in [["solve", "States/position-priority.states", "--json"], ["check", "States/position-priority.states"], ["--help"]] {
            let r = try CLIProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                       ["-c", "exec \"$0\" \"$@\" > /dev/full", CLI.binary.path] + arguments,
                                       in: CommandTests.root, timeout: 60)
            #expect(r.status == 74, "\(arguments): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("error: cannot write to standard output"), "\(arguments): \(r.stderr)")
        }
    }

    @Test("a reader that closes the pipe early: exit 74 with the reason, not a silent success or a signal")
    func closedPipe() throws {
        // The timeline of a long sequence is far more than a pipe holds; the reader takes one byte.
        let r = try CLIProcess.run(URL(fileURLWithPath: "/bin/bash"),
                                   ["-c", "set -o pipefail; \"$0\" timeline States/card-expanding.states --sequence tour --json --fps 240 | head -c 1 > /dev/null",
                                    CLI.binary.path], in: CommandTests.root, timeout: 60)
        #expect(r.status == 74, "\(r.status) \(r.stderr)")
        #expect(r.stderr.contains("error: cannot write to standard output (Broken pipe)"), "\(r.stderr)")
    }
}
