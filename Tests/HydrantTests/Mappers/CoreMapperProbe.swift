import Foundation
import Hydrant
import Testing

/// Test helpers shared by the core-mapper suites, kept in one namespace so that they cannot clash
/// with helpers of other test folders.
enum Probe {
    /// Everything one mapping did: the value or the fatal error, and the non-fatal errors recorded
    /// in the context, in order.
    struct Trace<Output> {
        var value: Output?
        var fatal: MappingError?
        var recorded: [MappingError]

        /// The codes of the recorded non-fatal errors.
        var recordedCodes: [MappingError.Code] { recorded.map(\.code) }
    }

    /// Maps `input` with a fresh context and captures the value or fatal error and the context.
    static func run<M: Mapper>(_ mapper: M, _ input: M.Input) -> Trace<M.Output> {
        var context = MappingContext()
        do {
            let value = try mapper.map(input, context: &context)
            return Trace(value: value, fatal: nil, recorded: context.nonFatalErrors)
        } catch {
            return Trace(value: nil, fatal: error, recorded: context.nonFatalErrors)
        }
    }

    /// Which of the three outcomes a ``MappingResult`` is.
    enum Outcome: Equatable, CustomStringConvertible {
        case success, successWithErrors, failure

        var description: String {
            switch self {
            case .success: "success"
            case .successWithErrors: "successWithErrors"
            case .failure: "failure"
            }
        }
    }

    static func outcome<Value>(_ result: MappingResult<Value>) -> Outcome {
        switch result {
        case .success: .success
        case .successWithErrors: .successWithErrors
        case .failure: .failure
        }
    }

    /// Whether any rendering of `error` (the four descriptions, the reason, the NSError's localized
    /// description and user info, `dump`) contains `text`.
    static func renderingsContain(_ error: MappingError, _ text: String) -> Bool {
        var dumped = ""
        dump(error, to: &dumped)
        let renderings = [
            error.fatalDescription, error.fullDescription, error.recursiveDescription,
            error.fullRecursiveDescription, error.reason, String(reflecting: error), "\(error)",
            (error as NSError).localizedDescription, "\((error as NSError).userInfo)", dumped,
        ]
        return renderings.contains { $0.contains(text) }
    }

    /// A call counter that closures marked `@Sendable` can capture.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    /// A mapper whose behaviour the test scripts: on every call it records a non-fatal error for
    /// each of `nonFatal` (tagged with `tag` as the detail), then returns `result`'s value or throws
    /// its error. It counts its calls.
    struct Scripted<Input: Sendable, Output: Sendable>: Mapper {
        var tag: String
        var nonFatal: [MappingError.Code] = []
        var result: Result<Output, MappingError>
        let calls = Counter()

        /// A step that succeeds with `value`, after recording non-fatal errors with `nonFatal` codes.
        static func succeeding(_ value: Output, tag: String, nonFatal: [MappingError.Code] = []) -> Self {
            Self(tag: tag, nonFatal: nonFatal, result: .success(value))
        }

        /// A step that fails with a fatal error of `code` whose detail is `tag`.
        static func failing(_ code: MappingError.Code, tag: String, nonFatal: [MappingError.Code] = []) -> Self {
            Self(tag: tag, nonFatal: nonFatal, result: .failure(MappingError(code: code, detail: tag)))
        }

        func map(_ input: Input, context: inout MappingContext) throws(MappingError) -> Output {
            calls.increment()
            for code in nonFatal {
                context.recordNonFatal(MappingError(code: code, isFatal: false, detail: tag))
            }
            return try result.get()
        }
    }

    // MARK: Generated values

    /// A random string mixing ASCII, characters JSON escapes, other BMP characters and astral ones.
    static func randomString(_ rng: inout SplitMix64, maxLength: Int = 12) -> String {
        let length = Int.random(in: 0...maxLength, using: &rng)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let value: UInt32
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: value = UInt32.random(in: 0x20...0x7E, using: &rng)
            case 1: value = [0x22, 0x5C, 0x0A, 0x09, 0x00, 0x1F, 0x2F].randomElement(using: &rng)!
            case 2: value = UInt32.random(in: 0xA0...0xD7FF, using: &rng)
            default: value = UInt32.random(in: 0x1_0000...0x10_FFFF, using: &rng)
            }
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    /// A random JSON number, sometimes an integer, sometimes with a fraction or an exponent.
    static func randomNumber(_ rng: inout SplitMix64) -> JSONNumber {
        let sign = Bool.random(using: &rng) ? "-" : ""
        let integer = String(UInt64.random(in: 0...UInt64.max >> UInt64.random(in: 0...63, using: &rng), using: &rng))
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return JSONNumber(sign + integer)!
        case 1: return JSONNumber(sign + integer + "." + String(UInt16.random(in: 0...9999, using: &rng)))!
        default: return JSONNumber(sign + integer + "e" + String(Int.random(in: -30...30, using: &rng)))!
        }
    }

    /// A random JSON value of every kind, nested at most `depth` levels.
    static func randomJSON(_ rng: inout SplitMix64, depth: Int = 3) -> JSON {
        let kinds = depth > 0 ? 6 : 4
        switch Int.random(in: 0..<kinds, using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(randomNumber(&rng))
        case 3: return .string(randomString(&rng))
        case 4:
            return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomJSON(&rng, depth: depth - 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                object.append(key: randomString(&rng, maxLength: 6), value: randomJSON(&rng, depth: depth - 1))
            }
            return .object(object)
        }
    }

    /// `count` random JSON values from a fixed seed.
    static func randomJSONValues(seed: UInt64, count: Int = 200) -> [JSON] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in randomJSON(&rng) }
    }
}

/// A scripted step of JSON reads the source's tree, so that collections and objects take it.
extension Probe.Scripted: JSONMapper where Input == JSON {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
        try map(source.json, context: &context)
    }
}
