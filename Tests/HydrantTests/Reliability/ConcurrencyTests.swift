import Foundation
import Hydrant
import Testing

/// Mappers are immutable `Sendable` values: eight threads sharing the same mapper values run read +
/// map + reverse + write operations and get exactly the results of a serial run.
///
/// The unit suite runs 1,000 operations per thread; `HYDRANT_STRESS_OPERATIONS=10000` runs the full
/// 8 × 10,000 (for example with `scripts/sanitize.sh thread`, see docs/Reliability.md).
@Suite("Concurrency")
struct ConcurrencyTests {
    static let threads = 8
    static let operationsPerThread =
        ProcessInfo.processInfo.environment["HYDRANT_STRESS_OPERATIONS"].flatMap(Int.init) ?? 1_000

    /// Documents that map cleanly, with non-fatal errors, or fail, and some that do not parse.
    static let documents: [String] = {
        var random = SplitMix64(seed: 42)
        var documents = [OrderMappers.sample, "{", #"{"id": 1}"#]
        for index in 0..<29 {
            let id = index.isMultiple(of: 5) ? #""x\#(index)""# : String(index)
            let quantity = index.isMultiple(of: 3) ? #""\#(random.next() % 100)""# : "true"
            let delivery =
                index.isMultiple(of: 4)
                ? #"{"type": "pickup", "shop": "S\#(index)"}"# : #"{"type": "parcel", "weight": \#(index).5}"#
            documents.append(
                #"""
                {"id": \#(id), "status": "\#(["new", "paid", "shipped", "lost"][index % 4])",
                 "placed": "2024-0\#(1 + index % 9)-1\#(index % 10)T10:00:00Z", "due": \#(index * 1000),
                 "site": "\#(index.isMultiple(of: 2) ? "https" : "ftp")://example.com/\#(index)",
                 "tags": ["t\#(index % 3)", "t\#(index % 7)"], "counters": {"a": \#(index), "b": "\#(index)"},
                 "lines": [{"sku": "L\#(index)", "qty": \#(quantity), "price": "\#(index).25"}], "delivery": \#(delivery)}
                """#)
        }
        return documents
    }()

    /// Everything one operation produces, as text: the error rendering, and the written reverse.
    static func outcome(of document: String) -> String {
        let result = OrderMappers.order.mapping(parsing: document)
        var text = result.error?.fullDescription ?? ""
        if let order = result.value {
            switch OrderMappers.order.reversed.mapping(order) {
            case .success(let json), .successWithErrors(let json, _):
                text +=
                    (try? JSONWriter(options: .init(sortsKeys: true)).writeString(sortingTags(json))) ?? "unwritable"
            case .failure(let error):
                text += error.fatalDescription
            }
        }
        return text
    }

    /// `json` with its `tags` array sorted: the reverse of a set writes the elements in the set's
    /// order, which differs between equal sets.
    static func sortingTags(_ json: JSON) -> JSON {
        guard case .object(var object) = json, case .array(let tags)? = object["tags"] else { return json }
        object.removeValue(forKey: "tags")
        object.append(key: "tags", value: .array(tags.sorted { "\($0)" < "\($1)" }))
        return .object(object)
    }

    @Test func threadsSharingTheMappersGetTheSerialResults() {
        let serial = Self.documents.map(Self.outcome)
        // The documents exercise many different outcomes.
        #expect(Set(serial).count > Self.documents.count / 2)
        let group = DispatchGroup()
        let mismatches = Tally()
        for thread in 0..<Self.threads {
            group.enter()
            Thread {
                var wrong = 0
                for operation in 0..<Self.operationsPerThread {
                    let index = (operation * 7 + thread) % Self.documents.count
                    if Self.outcome(of: Self.documents[index]) != serial[index] { wrong += 1 }
                }
                mismatches.add(wrong)
                group.leave()
            }.start()
        }
        group.wait()
        #expect(mismatches.total == 0)
        #expect(mismatches.reports == Self.threads)
    }
}

/// Sums what the threads report, under a lock.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0
    private var count = 0

    func add(_ value: Int) {
        lock.withLock {
            sum += value
            count += 1
        }
    }

    var total: Int { lock.withLock { sum } }
    var reports: Int { lock.withLock { count } }
}
