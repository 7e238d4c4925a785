// The SHA-256 behind the stored key hash: FIPS 180-4's own examples, and Python's hashlib on every
// padding edge (55, 56, 63, 64 bytes and more).

import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

struct SHA256Tests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test func theStandardsExamplesHashAsPublished() {
        #expect(
            SHA256.hex(Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test(
        .enabled(
            if: python != nil, "python3 is needed to compare with hashlib; scripts/install-deps installs it"))
    func everyLengthUpToThreeBlocksHashesAsPythonsHashlibDoes() throws {
        var generator = SeededGenerator(seed: 256)
        let messages = (0...200).map { length in
            (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        let input =
            messages.map { $0.map { String(format: "%02x", $0) }.joined() }.joined(separator: "\n") + "\n"
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [
            "-c",
            "import sys, hashlib\nfor line in sys.stdin.read().split('\\n')[:-1]: "
                + "print(hashlib.sha256(bytes.fromhex(line)).hexdigest())",
        ]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let expected = output.split(separator: "\n").map(String.init)
        #expect(expected.count == messages.count)
        for (message, digest) in zip(messages, expected) {
            #expect(SHA256.hex(message) == digest, "length \(message.count)")
        }
    }
}
