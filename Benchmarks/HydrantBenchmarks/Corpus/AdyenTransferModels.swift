// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/adyen_transfer.json: a balance-platform transfer (GET /transfers/{id}) from
    // Adyen's Java library's test mocks (Adyen/adyen-java-api-library,
    // src/test/resources/mocks/transfers/get-transfer-success.json), modelled the way MappingWithMacros.md
    // and Conversions.md teach. Its keys are camelCase: `@Mappable` keeps property names as keys.
    //
    // Field kinds: RFC 3339 dates with offsets (`+02:00`, `+01:00`: plain `Date`); nested lists of
    // objects (`balances`, `events`, and in each event `mutations` and `eventsData`); members absent from
    // some elements of a list and present in others (a mutation's `balance`, `received`, `reserved`; an
    // event's `eventsData`, `tracingData`, `transactionId`) and other absent optional members; nesting four
    // levels deep (events[0].eventsData[0].interchangeAmount.value); string enums (`category`,
    // `direction`, event `type`); free-form objects (`categoryData` and the absent `bankAccount`,
    // `merchant` as `[String: JSON]`); 64-bit amounts in minor units; rules (currency pattern,
    // `description` and `reference` lengths). No nulls: Adyen leaves members out.

    // MARK: @Mappable models

    @Mappable
    enum AdyenTransferCategory: String, Equatable, Sendable, CaseIterable {
        case bank, card, grants, interest, `internal`, issuedCard, migration, platformPayment, topUp, upgrade
    }

    @Mappable
    enum AdyenTransferDirection: String, Equatable, Sendable, CaseIterable {
        case incoming, outgoing
    }

    @Mappable
    enum AdyenTransferEventType: String, Equatable, Sendable, CaseIterable {
        case accounting, tracking, tracing
    }

    /// A transfer of Adyen's balance platform (GET /transfers/{id}): the document's root.
    @Mappable
    struct AdyenTransfer: Equatable, Sendable {
        let id: String?
        let balancePlatform: String?
        /// With an offset (`+02:00`), as Adyen writes dates.
        let creationDate: Date?
        let accountHolder: AdyenResourceReference?
        let amount: AdyenAmount
        let balanceAccount: AdyenResourceReference?
        let category: AdyenTransferCategory
        /// Its members depend on `category`: any JSON object.
        let categoryData: [String: JSON]?
        let counterparty: AdyenCounterparty
        @Validate(.maxLength(140)) let description: String?
        let direction: AdyenTransferDirection?
        /// `approved` or one of some thirty reasons for a refusal.
        let reason: String?
        @Validate(.maxLength(80)) let reference: String?
        /// Absent from this document.
        let referenceForBeneficiary: String?
        /// `booked`, `received`, … (over forty statuses, so a `String`).
        let status: String
        let networkReason: AdyenNetworkReason?
        let tracing: AdyenTracing?
        let balances: [AdyenBalanceMutation]?
        let events: [AdyenTransferEvent]?
        let sequenceNumber: Int?
        let type: String?
    }

    @Mappable
    struct AdyenResourceReference: Equatable, Sendable {
        let id: String
        let description: String?
        /// Absent from this document.
        let reference: String?
    }

    @Mappable
    struct AdyenAmount: Equatable, Sendable {
        @Validate(.matches("[A-Z]{3}")) let currency: String
        /// In minor units (cents).
        let value: Int64
    }

    @Mappable
    struct AdyenCounterparty: Equatable, Sendable {
        let balanceAccountId: String?
        /// Absent from this document.
        let transferInstrumentId: String?
        /// Absent from this document.
        let bankAccount: [String: JSON]?
        /// Absent from this document.
        let merchant: [String: JSON]?
    }

    @Mappable
    struct AdyenNetworkReason: Equatable, Sendable {
        let code: String?
        let description: String?
        let namespace: String?
    }

    /// Tracing data of a payment network; its members depend on `type`.
    @Mappable
    struct AdyenTracing: Equatable, Sendable {
        /// `usAch`, `ukFps`, …: which of the other members are present.
        let type: String
        let traceNumber: String?
        let fpid: String?
        /// Absent from this document.
        let uetr: String?
    }

    /// `balances` and an event's `mutations`: members absent when they did not change.
    @Mappable
    struct AdyenBalanceMutation: Equatable, Sendable {
        let currency: String?
        let balance: Int64?
        let received: Int64?
        let reserved: Int64?
    }

    @Mappable
    struct AdyenTransferEvent: Equatable, Sendable {
        let id: String?
        let type: AdyenTransferEventType?
        let status: String?
        let bookingDate: Date?
        let valueDate: Date?
        let transactionId: String?
        let mutations: [AdyenBalanceMutation]?
        let eventsData: [AdyenEventData]?
        let tracingData: AdyenTracing?
        /// Absent from this document.
        let amount: AdyenAmount?
        /// Absent from this document.
        let reason: String?
    }

    @Mappable
    struct AdyenEventData: Equatable, Sendable {
        /// `interchangeData`, `merchantPurchaseData`, …: which members are present.
        let type: String
        let interchangeAmount: AdyenAmount?
        let interchangeRateIndicator: String?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum AdyenTransferCategoryCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case bank, card, grants, interest, `internal`, issuedCard, migration, platformPayment, topUp, upgrade
    }

    enum AdyenTransferDirectionCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case incoming, outgoing
    }

    enum AdyenTransferEventTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case accounting, tracking, tracing
    }

    struct AdyenTransferCodable: Codable, Equatable, Sendable {
        let id: String?
        let balancePlatform: String?
        let creationDate: Date?
        let accountHolder: AdyenResourceReferenceCodable?
        let amount: AdyenAmountCodable
        let balanceAccount: AdyenResourceReferenceCodable?
        let category: AdyenTransferCategoryCodable
        let categoryData: [String: JSON]?
        let counterparty: AdyenCounterpartyCodable
        let description: String?
        let direction: AdyenTransferDirectionCodable?
        let reason: String?
        let reference: String?
        let referenceForBeneficiary: String?
        let status: String
        let networkReason: AdyenNetworkReasonCodable?
        let tracing: AdyenTracingCodable?
        let balances: [AdyenBalanceMutationCodable]?
        let events: [AdyenTransferEventCodable]?
        let sequenceNumber: Int?
        let type: String?

        enum CodingKeys: String, CodingKey {
            case id
            case balancePlatform
            case creationDate
            case accountHolder
            case amount
            case balanceAccount
            case category
            case categoryData
            case counterparty
            case description
            case direction
            case reason
            case reference
            case referenceForBeneficiary
            case status
            case networkReason
            case tracing
            case balances
            case events
            case sequenceNumber
            case type
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            balancePlatform = try container.decodeIfPresent(String.self, forKey: .balancePlatform)
            creationDate = try container.adyenDateIfPresent(forKey: .creationDate)
            accountHolder = try container.decodeIfPresent(AdyenResourceReferenceCodable.self, forKey: .accountHolder)
            amount = try container.decode(AdyenAmountCodable.self, forKey: .amount)
            balanceAccount = try container.decodeIfPresent(AdyenResourceReferenceCodable.self, forKey: .balanceAccount)
            category = try container.decode(AdyenTransferCategoryCodable.self, forKey: .category)
            categoryData = try container.decodeIfPresent([String: JSON].self, forKey: .categoryData)
            counterparty = try container.decode(AdyenCounterpartyCodable.self, forKey: .counterparty)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            if let description, !(description.count <= 140) {
                throw DecodingError.dataCorruptedError(
                    forKey: .description, in: container, debugDescription: "must have a count of at most 140")
            }
            direction = try container.decodeIfPresent(AdyenTransferDirectionCodable.self, forKey: .direction)
            reason = try container.decodeIfPresent(String.self, forKey: .reason)
            reference = try container.decodeIfPresent(String.self, forKey: .reference)
            if let reference, !(reference.count <= 80) {
                throw DecodingError.dataCorruptedError(
                    forKey: .reference, in: container, debugDescription: "must have a count of at most 80")
            }
            referenceForBeneficiary = try container.decodeIfPresent(String.self, forKey: .referenceForBeneficiary)
            status = try container.decode(String.self, forKey: .status)
            networkReason = try container.decodeIfPresent(AdyenNetworkReasonCodable.self, forKey: .networkReason)
            tracing = try container.decodeIfPresent(AdyenTracingCodable.self, forKey: .tracing)
            balances = try container.decodeIfPresent([AdyenBalanceMutationCodable].self, forKey: .balances)
            events = try container.decodeIfPresent([AdyenTransferEventCodable].self, forKey: .events)
            sequenceNumber = try container.decodeIfPresent(Int.self, forKey: .sequenceNumber)
            type = try container.decodeIfPresent(String.self, forKey: .type)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(balancePlatform, forKey: .balancePlatform)
            try container.encodeAdyenDateIfPresent(creationDate, forKey: .creationDate)
            try container.encodeIfPresent(accountHolder, forKey: .accountHolder)
            try container.encode(amount, forKey: .amount)
            try container.encodeIfPresent(balanceAccount, forKey: .balanceAccount)
            try container.encode(category, forKey: .category)
            try container.encodeIfPresent(categoryData, forKey: .categoryData)
            try container.encode(counterparty, forKey: .counterparty)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encodeIfPresent(direction, forKey: .direction)
            try container.encodeIfPresent(reason, forKey: .reason)
            try container.encodeIfPresent(reference, forKey: .reference)
            try container.encodeIfPresent(referenceForBeneficiary, forKey: .referenceForBeneficiary)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(networkReason, forKey: .networkReason)
            try container.encodeIfPresent(tracing, forKey: .tracing)
            try container.encodeIfPresent(balances, forKey: .balances)
            try container.encodeIfPresent(events, forKey: .events)
            try container.encodeIfPresent(sequenceNumber, forKey: .sequenceNumber)
            try container.encodeIfPresent(type, forKey: .type)
        }
    }

    struct AdyenResourceReferenceCodable: Codable, Equatable, Sendable {
        let id: String
        let description: String?
        let reference: String?

        enum CodingKeys: String, CodingKey {
            case id
            case description
            case reference
        }
    }

    struct AdyenAmountCodable: Codable, Equatable, Sendable {
        let currency: String
        let value: Int64

        enum CodingKeys: String, CodingKey {
            case currency
            case value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            currency = try container.decode(String.self, forKey: .currency)
            guard currency.count == 3 && currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .currency, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            value = try container.decode(Int64.self, forKey: .value)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct AdyenCounterpartyCodable: Codable, Equatable, Sendable {
        let balanceAccountId: String?
        let transferInstrumentId: String?
        let bankAccount: [String: JSON]?
        let merchant: [String: JSON]?

        enum CodingKeys: String, CodingKey {
            case balanceAccountId
            case transferInstrumentId
            case bankAccount
            case merchant
        }
    }

    struct AdyenNetworkReasonCodable: Codable, Equatable, Sendable {
        let code: String?
        let description: String?
        let namespace: String?

        enum CodingKeys: String, CodingKey {
            case code
            case description
            case namespace
        }
    }

    struct AdyenTracingCodable: Codable, Equatable, Sendable {
        let type: String
        let traceNumber: String?
        let fpid: String?
        let uetr: String?

        enum CodingKeys: String, CodingKey {
            case type
            case traceNumber
            case fpid
            case uetr
        }
    }

    struct AdyenBalanceMutationCodable: Codable, Equatable, Sendable {
        let currency: String?
        let balance: Int64?
        let received: Int64?
        let reserved: Int64?

        enum CodingKeys: String, CodingKey {
            case currency
            case balance
            case received
            case reserved
        }
    }

    struct AdyenTransferEventCodable: Codable, Equatable, Sendable {
        let id: String?
        let type: AdyenTransferEventTypeCodable?
        let status: String?
        let bookingDate: Date?
        let valueDate: Date?
        let transactionId: String?
        let mutations: [AdyenBalanceMutationCodable]?
        let eventsData: [AdyenEventDataCodable]?
        let tracingData: AdyenTracingCodable?
        let amount: AdyenAmountCodable?
        let reason: String?

        enum CodingKeys: String, CodingKey {
            case id
            case type
            case status
            case bookingDate
            case valueDate
            case transactionId
            case mutations
            case eventsData
            case tracingData
            case amount
            case reason
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            type = try container.decodeIfPresent(AdyenTransferEventTypeCodable.self, forKey: .type)
            status = try container.decodeIfPresent(String.self, forKey: .status)
            bookingDate = try container.adyenDateIfPresent(forKey: .bookingDate)
            valueDate = try container.adyenDateIfPresent(forKey: .valueDate)
            transactionId = try container.decodeIfPresent(String.self, forKey: .transactionId)
            mutations = try container.decodeIfPresent([AdyenBalanceMutationCodable].self, forKey: .mutations)
            eventsData = try container.decodeIfPresent([AdyenEventDataCodable].self, forKey: .eventsData)
            tracingData = try container.decodeIfPresent(AdyenTracingCodable.self, forKey: .tracingData)
            amount = try container.decodeIfPresent(AdyenAmountCodable.self, forKey: .amount)
            reason = try container.decodeIfPresent(String.self, forKey: .reason)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(type, forKey: .type)
            try container.encodeIfPresent(status, forKey: .status)
            try container.encodeAdyenDateIfPresent(bookingDate, forKey: .bookingDate)
            try container.encodeAdyenDateIfPresent(valueDate, forKey: .valueDate)
            try container.encodeIfPresent(transactionId, forKey: .transactionId)
            try container.encodeIfPresent(mutations, forKey: .mutations)
            try container.encodeIfPresent(eventsData, forKey: .eventsData)
            try container.encodeIfPresent(tracingData, forKey: .tracingData)
            try container.encodeIfPresent(amount, forKey: .amount)
            try container.encodeIfPresent(reason, forKey: .reason)
        }
    }

    struct AdyenEventDataCodable: Codable, Equatable, Sendable {
        let type: String
        let interchangeAmount: AdyenAmountCodable?
        let interchangeRateIndicator: String?

        enum CodingKeys: String, CodingKey {
            case type
            case interchangeAmount
            case interchangeRateIndicator
        }
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func adyenDateIfPresent(forKey key: Key) throws -> Date? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.adyenHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// Whether the calendar fields of `text` (`yyyy-MM-dd`, then `THH:mm:ss` when it goes on) are in range:
        /// Foundation's ISO 8601 parser rolls `02-30` over into March, where Hydrant's rejects it.
        fileprivate static func adyenHasValidFields(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            func number(_ start: Int, _ count: Int) -> Int? {
                guard start + count <= bytes.count else { return nil }
                var value = 0
                for byte in bytes[start..<(start + count)] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), (1...12).contains(month)
            else {
                return false
            }
            let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            guard (1...days).contains(day) else { return false }
            guard bytes.count > 10 else { return true }
            guard let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return false }
            return hour <= 23 && minute <= 59 && second <= 60
        }
    }

    extension KeyedEncodingContainer {
        /// Writes an RFC 3339 date in whole seconds with `Z`, as Hydrant writes a `Date`.
        fileprivate mutating func encodeAdyenDate(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(.iso8601), forKey: key)
        }

        fileprivate mutating func encodeAdyenDateIfPresent(_ value: Date?, forKey key: Key) throws {
            if let value { try encodeAdyenDate(value, forKey: key) }
        }
    }
#endif
