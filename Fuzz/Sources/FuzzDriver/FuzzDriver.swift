// Starts libFuzzer from a Swift `main`: SwiftPM links an executable's `main` to the entry point it
// names itself, so libFuzzer's own `main` is not the one that runs; `LLVMFuzzerRunDriver` is its way
// in. (Each target still exports `LLVMFuzzerTestOneInput`, which libFuzzer's archive asks for.)

import Foundation

/// libFuzzer's driver: parses its options from `argv` and calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments over `target`, and exits with its status.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
