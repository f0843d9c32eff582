// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import Hydrant

    // The real-payload corpus (Benchmarks/Data/corpus, SOURCES.md): each payload's `@Mappable`
    // models against their Codable twins with JSONDecoder and JSONEncoder, as one object (an API
    // request body: the cost per call) and as top-level arrays of about 2 MB and 20 MB made of
    // copies of it. scripts/msgspec_anchors.py builds the same arrays for msgspec's twins
    // (scripts/corpus_msgspec.py).

    enum Corpus {
        /// One payload: its file's name and its two models.
        struct Payload: Sendable {
            let name: String
            let cases: @Sendable (SourceDocument, Size, Options) -> [BenchCase]
        }

        /// The sizes each payload is measured at.
        enum Size: String, CaseIterable {
            case small = "object"
            case medium = "2 MB"
            case large = "20 MB"

            /// The array's target size in bytes; `nil` for the object itself.
            var targetByteCount: Int? {
                switch self {
                case .small: nil
                case .medium: 2_000_000
                case .large: 20_000_000
                }
            }
        }

        static let payloads: [Payload] = [
            payload("stripe_charge", StripeCharge.self, StripeChargeCodable.self),
            payload("github_issue_milestoned", GitHubIssuesEvent.self, GitHubIssuesEventCodable.self),
            payload("kubernetes_deployment", KubernetesDeployment.self, KubernetesDeploymentCodable.self),
            payload("adyen_transfer", AdyenTransfer.self, AdyenTransferCodable.self),
            payload("alpaca_trade_account", AlpacaTradeAccount.self, AlpacaTradeAccountCodable.self),
            payload("alpaca_broker_account", AlpacaBrokerAccount.self, AlpacaBrokerAccountCodable.self),
        ]

        /// The document a payload is measured in at `size`: the object itself, or `[o,o,…]` with
        /// as many copies as reach the target (the recipe scripts/msgspec_anchors.py repeats).
        static func document(_ object: SourceDocument, _ size: Size) -> SourceDocument {
            let name = "\(object.name) (\(size.rawValue))"
            guard let target = size.targetByteCount else {
                return SourceDocument(name: name, data: object.data, bytes: object.bytes)
            }
            var bytes = object.bytes
            while let last = bytes.last, last == 0x0A || last == 0x20 || last == 0x0D || last == 0x09 {
                bytes.removeLast()
            }
            let copies = max(1, (target + bytes.count) / (bytes.count + 1))
            var array: [UInt8] = [UInt8(ascii: "[")]
            array.reserveCapacity(copies * (bytes.count + 1) + 1)
            for index in 0..<copies {
                if index > 0 { array.append(UInt8(ascii: ",")) }
                array.append(contentsOf: bytes)
            }
            array.append(UInt8(ascii: "]"))
            return SourceDocument(name: name, data: Data(array), bytes: array)
        }

        /// A payload whose `@Mappable` root is `Model` and whose Codable twin is `Twin`.
        static func payload<Model: MapperProvider & Equatable & Sendable, Twin: Codable & Equatable & Sendable>(
            _ name: String, _ model: Model.Type, _ twin: Twin.Type
        ) -> Payload
        where Model.ProvidedMapper: JSONCodec, Model.ProvidedMapper.Output == Model {
            Payload(name: name) { object, size, options in
                let document = document(object, size)
                if size == .small {
                    return cases(document, Model.mapper, Twin.self, options: options)
                }
                return cases(document, Mappers.array(of: Model.mapper), [Twin].self, options: options)
            }
        }

        /// The four cases of a document: JSONDecoder, the mapper, JSONEncoder, the reverse; after
        /// checking that both read it and that what each writes reads back as the model it wrote.
        static func cases<M: JSONCodec & Mapper<JSON, M.Output>, Twin: Codable & Equatable>(
            _ document: SourceDocument, _ mapper: M, _ twin: Twin.Type, options: Options
        ) -> [BenchCase] where M.Output: Equatable {
            let data = document.data
            let model: M.Output
            let twinModel: Twin
            do {
                model = try mapper.map(parsing: data)
                twinModel = try JSONDecoder().decode(Twin.self, from: data)
                if !options.unchecked {
                    // Written, read and written again: a date read with more fractional digits
                    // than the writer keeps is stable from the first writing on.
                    let written = try mapper.reversed.bytes(from: model)
                    let again = try mapper.map(parsing: written)
                    guard try mapper.map(parsing: mapper.reversed.bytes(from: again)) == again else {
                        fail("corpus: \(document.name) does not read back what the mapper writes")
                    }
                    let twinAgain = try JSONDecoder().decode(Twin.self, from: JSONEncoder().encode(twinModel))
                    guard
                        try JSONDecoder().decode(Twin.self, from: JSONEncoder().encode(twinAgain)) == twinAgain
                    else {
                        fail("corpus: \(document.name) does not read back what JSONEncoder writes")
                    }
                }
            } catch {
                fail("corpus: \(document.name) does not map: \(error)")
            }
            let reversed = mapper.reversed
            let decoder = JSONDecoder()
            let encoder = JSONEncoder()
            let count = document.byteCount
            return [
                BenchCase(
                    document: document.name, kind: .jsonDecoder, sourceByteCount: count,
                    operation: { blackHole(try decoder.decode(Twin.self, from: data)) }),
                BenchCase(
                    document: document.name, kind: .hydrantMappers, sourceByteCount: count,
                    operation: { blackHole(try mapper.map(parsing: data)) }),
                BenchCase(
                    document: document.name, kind: .jsonEncoder, sourceByteCount: count,
                    operation: { blackHole(try encoder.encode(twinModel)) }),
                BenchCase(
                    document: document.name, kind: .hydrantReverse, sourceByteCount: count,
                    operation: { blackHole(try reversed.bytes(from: model)) }),
            ]
        }

        /// A payload's object, named by the payload (`stripe_charge`).
        static func load(_ payload: Payload, _ options: Options) -> SourceDocument {
            let file = SourceDocument.load("corpus/\(payload.name)", from: options.dataDirectory)
            return SourceDocument(name: payload.name, data: file.data, bytes: file.bytes)
        }

        /// Whether `--filter` selects the corpus: "corpus" selects every payload and size,
        /// "corpus:NAME" the payloads whose names contain NAME.
        static func selected(_ options: Options) -> [Payload] {
            guard let filter = options.filter else { return payloads }
            return filter.split(separator: "|").flatMap { part -> [Payload] in
                guard part.lowercased().hasPrefix("corpus") else { return [] }
                let name = part.dropFirst("corpus".count).drop { $0 == ":" }
                return payloads.filter { name.isEmpty || $0.name.contains(name) }
            }
        }

        /// The selected payloads' cases, every size, in order (decoder, mapper, encoder, reverse).
        static func benchCases(options: Options) -> [BenchCase] {
            selected(options).flatMap { payload in
                let object = load(payload, options)
                return Size.allCases.flatMap { payload.cases(object, $0, options) }
            }
        }

        /// The cases `--profile` runs: those of the payloads the filter names, which it selects
        /// (`=stripe_charge (2 MB)/Hydrant mappers`, `=stripe_charge (object)/JSONEncoder`).
        static func profileCases(options: Options) -> [BenchCase] {
            guard let filter = options.filter else { return [] }
            return payloads.filter { filter.contains($0.name) }.flatMap { payload in
                let object = load(payload, options)
                // Only the sizes whose cases the filter names are made (and checked).
                let sizes = Size.allCases.filter { size in
                    let name = "\(object.name) (\(size.rawValue))"
                    return CaseKind.allCases.contains { options.selects(document: name, name: $0.title) }
                }
                return sizes.flatMap { payload.cases(object, $0, options) }
            }.filter { options.selects(document: $0.document, name: $0.kind.title) }
        }

        /// Times the cases and prints their table.
        static func run(options: Options) {
            let cases = benchCases(options: options)
            guard !cases.isEmpty else { return }
            note("corpus: \(cases.count) cases")
            let measurements = Harness(settings: options.settings).run(cases)
            print("\n### Real API payloads (@Mappable models against Codable twins)\n")
            print(
                "| payload | bytes | JSONDecoder MB/s | Hydrant decode MB/s | vs JSONDecoder | JSONEncoder MB/s | Hydrant encode MB/s | vs JSONEncoder |"
            )
            print("|---|---:|---:|---:|---:|---:|---:|---:|")
            for index in stride(from: 0, to: cases.count, by: 4) {
                let megabytes = Double(cases[index].sourceByteCount) / 1e6
                let rates = (0..<4).map { megabytes / measurements[index + $0].medianSeconds }
                print(
                    String(
                        format: "| %@ | %d | %.0f | %.0f | %.2f× | %.0f | %.0f | %.2f× |", cases[index].document,
                        cases[index].sourceByteCount, rates[0], rates[1], rates[1] / rates[0], rates[2], rates[3],
                        rates[3] / rates[2]))
            }
        }
    }
#endif
