// libFuzzer entry point: StreamChecks.streams on every input. Build and run with scripts/fuzz.sh.
import FuzzModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzEntry.run(start, count, StreamChecks.streams)
}
