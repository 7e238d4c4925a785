import BoxOfficeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tests' own launcher: what a child gets, what it leaves, and the crowded process CI crashed in.
@Suite("A child process started by the tests' launcher")
struct ChildProcessTests {
    /// Runs `/bin/sh -c script` and gives its status and standard output.
    private func shell(_ script: String) throws -> (status: Int32, output: String, signalled: Bool) {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), process.endedBySignal)
    }

    @Test("a descriptor this process left inheritable is closed in the child; its standard streams are not")
    func onlyTheStandardStreamsReachTheChild() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let seen = try shell(
            "for fd in 0 1 2 \(ends[1]); do [ -e /proc/self/fd/$fd ] && echo $fd; done; exit 0")
        #expect(seen.output == "0\n1\n2\n")
        #expect(seen.status == 0)
    }

    @Test("an exit status is given as it was, a signal as its number, though this process ignores it")
    func statusAndSignal() throws {
        let exited = try shell("exit 7")
        #expect(exited.status == 7)
        #expect(!exited.signalled)
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        let killed = try shell("kill -TERM $$")
        #expect(killed.status == SIGTERM)
        #expect(killed.signalled)
    }

    @Test("with 1,200 descriptors open here, as a busy test run holds, a child still starts")
    func startsWhileThisProcessHoldsManyDescriptors() throws {
        let held = (0..<1_200).map { _ in open("/dev/null", O_RDONLY) }
        defer { held.filter { $0 >= 0 }.forEach { close($0) } }
        try #require(held.allSatisfy { $0 >= 0 })
        let seen = try shell("ls /proc/self/fd | wc -l")
        // 0, 1, 2 and the directory `ls` reads.
        #expect(seen.output.trimmingCharacters(in: .whitespacesAndNewlines) == "4")
    }

    @Test("the child leads a process group of its own, so a signal to the test runner's group misses it")
    func ownProcessGroup() throws {
        let seen = try shell("echo $$ $(cut -d ' ' -f 5 /proc/$$/stat)")
        let numbers = seen.output.split(whereSeparator: \.isWhitespace)
        #expect(numbers.count == 2 && numbers.first == numbers.last, "pid and group: \(seen.output)")
        #expect(numbers.last != Substring(String(getpgrp())))
    }

    @Test("a signal this thread blocks is not blocked in the child")
    func noSignalBlocked() throws {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        try #require(pthread_sigmask(SIG_BLOCK, &blocked, &previous) == 0)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let killed = try shell("kill -USR1 $$; exit 0")
        #expect(killed.signalled && killed.status == SIGUSR1, "status \(killed.status)")
    }

    @Test("without an environment of its own the child gets this process's")
    func environmentPassedOn() throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect(try shell("printf %s \"$HOME\"").output == home)
    }

    @Test("a child that ends by itself is seen ended without waiting for it")
    func endedWithoutWaiting() async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 3"]
        try process.run()
        // Bounded, so a child never seen ended fails the test rather than hangs it.
        for _ in 0..<6_000 where process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!process.isRunning)
        if !process.isRunning { #expect(process.terminationStatus == 3) }
    }

    @Test("a child reaped by someone else is not waited for forever, and its status is said to be lost")
    func reapedElsewhere() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 3"]
        try process.run()
        var status: Int32 = 0
        try #require(waitpid(process.processIdentifier, &status, 0) == process.processIdentifier)
        process.waitUntilExit()
        #expect(!process.isRunning)
        if !process.isRunning { #expect(process.terminationStatus == -1) }
    }

    @Test("a program that is not there fails to start with a thrown error, not a crash")
    func missingProgram() {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/boxoffice")
        #expect(throws: ChildProcess.SpawnError.self) { try process.run() }
    }

    @Test("standard input from a pipe reaches the child and its end closes there")
    func standardInputFromAPipe() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/cat")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("박스오피스\n".utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == "박스오피스\n")
        #expect(process.terminationStatus == 0)
        #expect(!process.isRunning)
    }
}
