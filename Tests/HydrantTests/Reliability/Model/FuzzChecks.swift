// The properties the fuzz targets check on every input. The fuzz targets (Fuzz/, through a
// symbolic link to this file) stop at the first input that breaks one; the unit tests replay the
// inputs kept in Tests/HydrantTests/Reliability/FailCases with the same checks.
import Foundation
import Hydrant

/// The checks of the fuzz targets. Each returns `nil` when the input passes, or a sentence that says
/// what went wrong (never the input itself).
public enum FuzzChecks {
    /// A marker the checks look for in error renderings: documents may contain it (the fuzzing
    /// dictionary offers it), renderings must never show it.
    public static let canary = "SECRET"

    /// The tiny limits of the limit target: depth 8, strings of 16 bytes, numbers of 12 characters,
    /// 2 errors per collection.
    public static let tinyReading = JSONReadingOptions(
        maxDepth: 8, maxInputBytes: 4096, maxStringBytes: 16, maxNumberLength: 12)
    /// The writer's side of the tiny limits.
    public static let tinyWriting = JSONWritingOptions(maxDepth: 8)
    /// The error limit of the limit target.
    public static let tinyErrorLimit = 2

    // MARK: Targets

    /// Target "roundtrip": read, write, read again; the two values are equal, the second writing is
    /// identical to the first, and the tape document agrees with the tree.
    public static func roundTrip(_ bytes: [UInt8]) -> String? {
        roundTrip(bytes, reading: .default, writing: .compact) ?? duplicateKeys(bytes)
    }

    /// Target "mapping": read, map an ``Order``, render every error (none may show the
    /// ``canary``), reverse, write, and map the written JSON again to the same order.
    public static func mapping(_ bytes: [UInt8]) -> String? {
        mapping(bytes, reading: .default, writing: .compact)
    }

    /// Target "limits": the round trip and the mapping with tiny limits; what the tiny limits
    /// accept, the default limits accept too, with the same value.
    public static func limits(_ bytes: [UInt8]) -> String? {
        if let issue = roundTrip(bytes, reading: tinyReading, writing: tinyWriting) { return issue }
        if let issue = MappingError.withErrorLimit(
            tinyErrorLimit, { mapping(bytes, reading: tinyReading, writing: tinyWriting) })
        {
            return issue
        }
        if let small = try? JSON(parsing: bytes, options: tinyReading) {
            guard let full = try? JSON(parsing: bytes) else { return "tiny limits accept what the defaults reject" }
            guard full == small else { return "tiny and default limits read different values" }
        }
        return nil
    }

    /// Target "differential": Hydrant (trailing commas allowed, depth 512, as `JSONSerialization`)
    /// and `JSONSerialization` (fragments allowed) accept and reject the same inputs, except for the
    /// documented differences: UTF-16 and UTF-32 input, numbers `JSONSerialization` cannot represent
    /// (Hydrant keeps them exactly), and numbers longer than Hydrant's limit.
    public static func differential(_ bytes: [UInt8]) -> String? {
        // Foundation detects UTF-16 and UTF-32 from NUL bytes and byte order marks; Hydrant reads
        // UTF-8 only.
        if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return nil
        }
        let options = JSONReadingOptions(maxDepth: JSONReadingOptions.maximumDepthCeiling, allowsTrailingCommas: true)
        let ours: Result<JSON, JSONReadingError>
        do {
            ours = .success(try JSON(parsing: bytes, options: options))
        } catch {
            ours = .failure(error)
        }
        let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        let foundation = object != nil
        switch (ours, foundation) {
        case (.success(let value), true):
            // Foundation's tree converts back, in time linear in its size (the timeout catches
            // anything slower), to a value of the same shape at the top.
            guard let object, let converted = try? JSON(jsonObject: object) else {
                return "JSON(jsonObject:) rejects what JSONSerialization read"
            }
            guard converted.kind == value.kind, converted.array?.count == value.array?.count else {
                return "JSON(jsonObject:) converts to another shape"
            }
            return nil
        case (.failure, false):
            return nil
        case (.success(let value), false):
            return hasNumberFoundationRejects(value) ? nil : "Hydrant accepts what JSONSerialization rejects"
        case (.failure(let error), true):
            if case .numberTooLong = error.reason { return nil }
            return "Hydrant rejects what JSONSerialization accepts: \(error.reason)"
        }
    }

    // MARK: Building blocks

    /// The duplicate-key policies agree with the members read under `.preserve`: `.reject` fails
    /// exactly when an object repeats a key, and `.useFirst` and `.useLast` keep the first and the
    /// last member of each key, in the tree and in the document alike.
    public static func duplicateKeys(_ bytes: [UInt8]) -> String? {
        guard let preserved = try? JSON(parsing: bytes) else { return nil }
        let rejected = Result { () throws(JSONReadingError) in
            try JSON(parsing: bytes, options: JSONReadingOptions(duplicateKeys: .reject))
        }
        switch (rejected, hasRepeatedKey(preserved)) {
        case (.success, true): return ".reject accepts an object with a repeated key"
        case (.failure(let error), false): return ".reject rejects a document without repeated keys: \(error.reason)"
        case (.failure(let error), true):
            guard error.reason == .duplicateKey else { return ".reject fails with \(error.reason)" }
        case (.success, false): break
        }
        for (policy, keepsLast) in [(DuplicateKeyPolicy.useFirst, false), (.useLast, true)] {
            let options = JSONReadingOptions(duplicateKeys: policy)
            guard let tree = try? JSON(parsing: bytes, options: options),
                let document = try? JSONDocument(parsing: bytes, options: options)
            else {
                return "\(policy) rejects what .preserve reads"
            }
            let expected = keepingOneMember(of: preserved, last: keepsLast)
            guard tree == expected else { return "\(policy) keeps other members than expected" }
            guard document.root.json == expected else {
                return "the document keeps other members than the tree under \(policy)"
            }
        }
        return nil
    }

    /// Whether any object in `value` has two members with the same key (compared by their bytes,
    /// as the reader does, not by canonical equivalence).
    static func hasRepeatedKey(_ value: JSON) -> Bool {
        switch value {
        case .array(let elements):
            return elements.contains(where: hasRepeatedKey)
        case .object(let object):
            var seen = Set<[UInt8]>()
            for member in object where !seen.insert(Array(member.key.utf8)).inserted {
                return true
            }
            return object.contains { hasRepeatedKey($0.value) }
        default:
            return false
        }
    }

    /// `value` with one member per key in every object: the first, or the `last` where it was
    /// written.
    static func keepingOneMember(of value: JSON, last: Bool) -> JSON {
        switch value {
        case .array(let elements):
            return .array(elements.map { keepingOneMember(of: $0, last: last) })
        case .object(let object):
            var kept: [[UInt8]: Int] = [:]
            for (index, member) in object.enumerated() where last || kept[Array(member.key.utf8)] == nil {
                kept[Array(member.key.utf8)] = index
            }
            let members = object.enumerated()
                .filter { kept[Array($0.element.key.utf8)] == $0.offset }
                .map { (key: $0.element.key, value: keepingOneMember(of: $0.element.value, last: last)) }
            return .object(JSONObject(members: members))
        default:
            return value
        }
    }

    /// Reads with `reading`; if accepted, writes with `writing` and reads that back.
    public static func roundTrip(_ bytes: [UInt8], reading: JSONReadingOptions, writing: JSONWritingOptions) -> String?
    {
        let value: JSON
        do {
            value = try JSON(parsing: bytes, options: reading)
        } catch {
            guard (try? JSONDocument(parsing: bytes, options: reading)) == nil else {
                return "the tape reader accepts what the tree reader rejects"
            }
            // Rendering the error must work (and must not quote the input).
            return "\(error)".isEmpty ? "empty reading error" : nil
        }
        guard let document = try? JSONDocument(parsing: bytes, options: reading) else {
            return "the tape reader rejects what the tree reader accepts"
        }
        guard document.root.json == value else { return "the tape and the tree differ" }
        for options in [writing, JSONWritingOptions(prettyPrinted: true, sortsKeys: true, maxDepth: writing.maxDepth)] {
            let written: [UInt8]
            do {
                written = try JSONWriter(options: options).write(value)
            } catch {
                return "a value that was read cannot be written: \(error)"
            }
            // Pretty text can be longer than the input limit allows; every other limit still holds.
            var rereading = reading
            rereading.maxInputBytes = max(reading.maxInputBytes, written.count)
            guard let reread = try? JSON(parsing: written, options: rereading) else {
                return "the written text cannot be read back"
            }
            guard reread == value || options.sortsKeys else { return "the value read back differs" }
            guard reread.hashValue == value.hashValue || options.sortsKeys else {
                return "equal values hash differently"
            }
            guard let rewritten = try? JSONWriter(options: options).write(reread), rewritten == written else {
                return "writing the value read back gives different text"
            }
        }
        return nil
    }

    /// Maps the order, renders its errors, reverses and writes it, and maps the result again.
    public static func mapping(_ bytes: [UInt8], reading: JSONReadingOptions, writing: JSONWritingOptions) -> String? {
        guard let json = try? JSON(parsing: bytes, options: reading) else { return nil }
        let result = OrderMappers.order.mapping(json)
        if let error = result.error, let issue = checkRenderings(of: error) { return issue }
        // Read in place, the document gives the same outcome as the tree.
        if let document = try? JSONDocument(parsing: bytes, options: reading) {
            let inPlace = OrderMappers.order.mapping(document: document)
            guard inPlace.error?.fullRecursiveDescription == result.error?.fullRecursiveDescription,
                inPlace.error?.isFatal == result.error?.isFatal
            else { return "reading in place gives other errors than reading the tree" }
            switch (inPlace.value, result.value) {
            case (nil, nil): break
            case (let a?, let b?) where sameOrder(a, b): break
            default: return "reading in place gives another order than reading the tree"
            }
        }
        guard let order = result.value else { return nil }
        let written: JSON
        do {
            written = try OrderMappers.order.reversed.map(order)
        } catch {
            return checkRenderings(of: error) ?? "the reverse of a mapped order fails: \(error.code)"
        }
        let text: [UInt8]
        do {
            text = try JSONWriter(options: writing).write(written)
        } catch {
            return "the reverse mapping's JSON cannot be written"
        }
        // Writing straight to bytes gives the text of the tree.
        guard (try? OrderMappers.order.reversed.bytes(from: order, options: writing)) == text else {
            return "writing directly gives other text than writing the tree"
        }
        // The reverse omits what was missing, so the same non-fatal errors may come back.
        guard let again = OrderMappers.order.mapping(written).value, sameOrder(again, order) else {
            return "mapping the reversed JSON gives a different order"
        }
        return nil
    }

    /// Every rendering of `error`: none is empty and none shows the ``canary``.
    public static func checkRenderings(of error: MappingError) -> String? {
        for (name, text) in renderings(of: error) {
            if text.isEmpty { return "the \(name) rendering is empty" }
            if text.contains(canary) { return "the \(name) rendering shows a value from the document" }
        }
        return nil
    }

    /// The renderings of an error that must never show a document's values, by name.
    public static func renderings(of error: MappingError) -> [(String, String)] {
        var dumped = ""
        dump(error, to: &dumped)
        let bridged = error as NSError
        return [
            ("description", error.fatalDescription),
            ("fullDescription", error.fullDescription),
            ("recursiveDescription", error.recursiveDescription),
            ("fullRecursiveDescription", error.fullRecursiveDescription),
            ("reflecting", String(reflecting: error)),
            ("interpolation", "\(error)"),
            ("dump", dumped),
            ("localizedDescription", error.localizedDescription),
            ("NSError", "\(bridged) \(bridged.userInfo)"),
            (
                "entries",
                error.entries.map { "\($0) \($0.sourcePath) \(String(describing: $0.destination))" }.joined(
                    separator: "\n")
            ),
            ("problemDetails", error.problemDetails().jsonString()),
        ]
    }

    /// Whether two orders are the same up to the documented rounding of the dates' formats: RFC
    /// 3339 without fractions keeps whole seconds, numbers of seconds keep microseconds.
    static func sameOrder(_ lhs: Order, _ rhs: Order) -> Bool {
        func close(_ a: Date?, _ b: Date?, within tolerance: Double) -> Bool {
            guard let a, let b else { return a == b }
            let (x, y) = (a.timeIntervalSince1970, b.timeIntervalSince1970)
            return abs(x - y) <= max(tolerance, abs(x) * 1e-14)
        }
        guard close(lhs.placed, rhs.placed, within: 1), close(lhs.due, rhs.due, within: 1e-6) else { return false }
        var left = lhs
        (left.placed, left.due) = (rhs.placed, rhs.due)
        return left == rhs
    }

    /// Whether `value` has a number `JSONSerialization` refuses ("not representable in Swift"):
    /// one that overflows `Double`.
    static func hasNumberFoundationRejects(_ value: JSON) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .number(let number):
                if (try? number.double()) == nil { return true }
            case .array(let elements):
                pending += elements
            case .object(let object):
                pending += object.map(\.value)
            default:
                break
            }
        }
        return false
    }
}
