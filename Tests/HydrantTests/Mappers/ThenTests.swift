import Hydrant
import Testing

@Suite("Mapper.then and Mappers.thread")
struct ThenTests {
    /// A reversible step that appends `forward` on the way there and `backward` on the way back, so
    /// the order the steps ran in can be read from the result.
    static func step(_ forward: String, _ backward: String) -> Mappers.ReversibleClosure<String, String> {
        Mappers.closure(map: { $0 + forward }, unmap: { $0 + backward })
    }

    @Test func thenFeedsTheFirstResultToTheSecond() throws {
        let count = Mappers.value(String.self).then(Mappers.closure { (text: String) in text.count })
        #expect(try count.map("four") == 4)
        #expect(Probe.outcome(count.mapping("")) == .success)
    }

    @Test func threadWithTwoSteps() throws {
        let count = Mappers.thread {
            Mappers.value(String.self)
            Mappers.closure { (text: String) in text.count }
        }
        #expect(try count.map("four") == 4)
        #expect(count.mapping(4).error?.detail == "expected a string, got a number")
    }

    @Test func threadWithThreeSteps() throws {
        let mapper = Mappers.thread {
            Mappers.notNull(JSON.self)
            Mappers.value([Int].self)
            Mappers.closure { (numbers: [Int]) in numbers.reduce(0, +) }
        }
        #expect(try mapper.map([1, 2, 3]) == 6)
        #expect(mapper.mapping(nil).error?.code == .missingValue)
        #expect(mapper.mapping(.some(.null)).error?.code == .nullValue)
        #expect(mapper.mapping(.some([1, "2"])).error?.sourcePath == "1")
    }

    @Test func threadWithFourStepsRunsInOrder() throws {
        let mapper = Mappers.thread {
            Self.step("a", "A")
            Self.step("b", "B")
            Self.step("c", "C")
            Self.step("d", "D")
        }
        #expect(try mapper.map(">") == ">abcd")
    }

    @Test func fatalErrorAtTheFirstStepStopsTheChain() throws {
        let first = Probe.Scripted<JSON, Int>.failing(.invalidSourceType, tag: "first")
        let second = Probe.Scripted<Int, Int>.succeeding(2, tag: "second")
        let result = first.then(second).mapping(0)
        #expect(Probe.outcome(result) == .failure)
        #expect(result.value == nil)
        #expect(result.error?.detail == "first")
        #expect(result.error?.isFatal == true)
        #expect(second.calls.count == 0)
    }

    @Test func fatalErrorAtAMiddleStepStopsTheChain() throws {
        let last = Probe.Scripted<Int, Int>.succeeding(3, tag: "last")
        let mapper = Mappers.thread {
            Mappers.value(Int.self)
            Probe.Scripted<Int, Int>.failing(.validationFailed, tag: "middle")
            last
        }
        let error = try #require(mapper.mapping(1).error)
        #expect(error.code == .validationFailed)
        #expect(error.detail == "middle")
        #expect(last.calls.count == 0)
    }

    @Test func nonFatalErrorsOfBothStepsAreKeptInOrder() throws {
        let mapper = Probe.Scripted<JSON, Int>.succeeding(1, tag: "first", nonFatal: [.missingValue])
            .then(Probe.Scripted<Int, Int>.succeeding(2, tag: "second", nonFatal: [.nullValue]))
        let trace = Probe.run(mapper, 0)
        #expect(trace.value == 2)
        #expect(trace.recordedCodes == [.missingValue, .nullValue])
        #expect(trace.recorded.map(\.detail) == ["first", "second"])

        let result = mapper.mapping(0)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == 2)
        let error = try #require(result.error)
        #expect(error.code == .multipleErrors)
        #expect(!error.isFatal)
        #expect(error.underlyingErrors.count == 2)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=0, total=2)")
    }

    @Test func nonFatalErrorBeforeALaterSuccessIsKept() throws {
        let mapper = Mappers.thread {
            Mappers.optionally(Mappers.value(Int.self), default: 0)
            Mappers.closure { (value: Int) in value + 1 }
        }
        let result = mapper.mapping("x")
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == 1)
        #expect(result.error?.code == .invalidSourceType)
        #expect(try mapper.map(41) == 42)
    }

    @Test func nonFatalErrorBeforeAFatalOneIsRecordedButTheFatalIsThrown() throws {
        let mapper = Mappers.optionally(Mappers.value(Int.self))
            .then(Mappers.notNull(Int.self))
        let trace = Probe.run(mapper, .some("x"))
        #expect(trace.value == nil)
        #expect(trace.fatal?.code == .missingValue)
        #expect(trace.recordedCodes == [.invalidSourceType])
        #expect(mapper.mapping(.some("x")).error?.code == .missingValue)
    }

    // MARK: Reverse

    @Test func reverseRunsTheReversedStepsInTheOppositeOrder() throws {
        let two = Self.step("a", "A").then(Self.step("b", "B"))
        #expect(try two.map("") == "ab")
        #expect(try two.reversed.map("") == "BA")
        #expect(try two.reversed.reversed.map("") == "ab")

        let four = Mappers.thread {
            Self.step("a", "A")
            Self.step("b", "B")
            Self.step("c", "C")
            Self.step("d", "D")
        }
        #expect(try four.reversed.map("<") == "<DCBA")
    }

    @Test func reverseOfAMixedThreadRoundTrips() throws {
        let mapper = Mappers.thread {
            Mappers.value(Int.self)
            Mappers.closure(map: { (value: Int) in value * 2 }, unmap: { (value: Int) in value / 2 })
            Mappers.enumeration([0: "zero", 2: "two", 4: "four"])
        }
        #expect(try mapper.map(1) == "two")
        #expect(try mapper.reversed.map("four") == 2)
        let error = try #require(mapper.reversed.mapping("three").error)
        #expect(error.code == .invalidSourceValue)
        #expect(mapper.mapping(3).error?.detail == "the value is not one of the 3 known values")
    }

    @Test func roundTripsGeneratedValues() throws {
        var rng = SplitMix64(seed: 0x7E)
        let mapper = Mappers.thread {
            Mappers.value(Int.self)
            Mappers.closure(map: { (value: Int) in value + 1 }, unmap: { (value: Int) in value - 1 })
            Mappers.closure(map: { (value: Int) in String(value) }, unmap: { (text: String) in Int(text) ?? 0 })
        }
        for _ in 0..<300 {
            let value = Int.random(in: Int(Int32.min)...Int(Int32.max), using: &rng)
            let text = try mapper.map(JSON(value))
            #expect(text == String(value + 1))
            let back = mapper.reversed.mapping(text)
            #expect(Probe.outcome(back) == .success)
            #expect(back.value == JSON(value))
        }
    }
}
