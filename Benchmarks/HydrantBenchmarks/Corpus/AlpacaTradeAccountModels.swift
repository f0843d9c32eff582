// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/alpaca_trade_account.json: an Alpaca trading account (GET /v2/account), the
    // response mocked in alpacahq/alpaca-py's tests (tests/trading/trading_client/test_account_routes.py,
    // test_get_account), modelled the way MappingWithMacros.md and Conversions.md teach.
    //
    // Field kinds: numbers in strings, which is most of the document (`"262113.632"`, `"-23140.2"`:
    // `Mappers.number(Decimal.self)`, exact; two integers in strings: `Mappers.number(Int.self)`); a UUID
    // (`id`); an RFC 3339 date with five fractional digits (`created_at`: plain `Date`); a string enum
    // (`status`); absent optional members (`crypto_status`, `pending_transfer_in`, `pending_transfer_out`);
    // rules on converted values (`min(0)` and ranges on `Decimal` and `Int`, `currency` and
    // `account_number` patterns).

    // MARK: @Mappable models

    @Mappable
    enum AlpacaTradeAccountStatus: String, Equatable, Sendable, CaseIterable {
        case accountClosed = "ACCOUNT_CLOSED"
        case accountUpdated = "ACCOUNT_UPDATED"
        case actionRequired = "ACTION_REQUIRED"
        case active = "ACTIVE"
        case amlReview = "AML_REVIEW"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case disabled = "DISABLED"
        case disablePending = "DISABLE_PENDING"
        case edited = "EDITED"
        case inactive = "INACTIVE"
        case kycSubmitted = "KYC_SUBMITTED"
        case limited = "LIMITED"
        case onboarding = "ONBOARDING"
        case paperOnly = "PAPER_ONLY"
        case reapprovalPending = "REAPPROVAL_PENDING"
        case rejected = "REJECTED"
        case resubmitted = "RESUBMITTED"
        case signedUp = "SIGNED_UP"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
    }

    @Mappable
    enum AlpacaTradeAccountCryptoStatus: String, Equatable, Sendable, CaseIterable {
        case active = "ACTIVE"
        case inactive = "INACTIVE"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case rejected = "REJECTED"
    }

    /// A trading account (GET /v2/account): the document's root.
    @Mappable(keys: .snakeCase)
    struct AlpacaTradeAccount: Equatable, Sendable {
        let id: UUID
        @Validate(.matches("[0-9A-Z]+")) let accountNumber: String
        let status: AlpacaTradeAccountStatus
        /// Absent from this document.
        let cryptoStatus: AlpacaTradeAccountCryptoStatus?
        @Validate(.matches("[A-Z]{3}")) let currency: String
        /// Negative here: the account has borrowed on margin.
        @Map(Mappers.number(Decimal.self)) let cash: Decimal
        @Map(Mappers.number(Decimal.self)) @Validate(.min(0)) let buyingPower: Decimal
        @Map(Mappers.number(Decimal.self)) @Validate(.min(0)) let regtBuyingPower: Decimal
        @Map(Mappers.number(Decimal.self)) @Validate(.min(0)) let daytradingBuyingPower: Decimal
        @Map(Mappers.number(Decimal.self)) @Validate(.min(0)) let nonMarginableBuyingPower: Decimal
        @Map(Mappers.number(Decimal.self)) let optionsBuyingPower: Decimal?
        @Map(Mappers.number(Decimal.self)) let accruedFees: Decimal
        /// Absent from this document.
        @Map(Mappers.number(Decimal.self)) let pendingTransferIn: Decimal?
        /// Absent from this document.
        @Map(Mappers.number(Decimal.self)) let pendingTransferOut: Decimal?
        @Map(Mappers.number(Decimal.self)) let portfolioValue: Decimal
        @Map(Mappers.number(Decimal.self)) let equity: Decimal
        @Map(Mappers.number(Decimal.self)) let lastEquity: Decimal
        @Map(Mappers.number(Decimal.self)) let longMarketValue: Decimal
        @Map(Mappers.number(Decimal.self)) let shortMarketValue: Decimal
        @Map(Mappers.number(Decimal.self)) let initialMargin: Decimal
        @Map(Mappers.number(Decimal.self)) let maintenanceMargin: Decimal
        @Map(Mappers.number(Decimal.self)) let lastMaintenanceMargin: Decimal
        /// Special memorandum account.
        @Map(Mappers.number(Decimal.self)) let sma: Decimal
        /// `"1"`, `"2"` or `"4"`: a number in a string like the rest.
        @Map(Mappers.number(Decimal.self)) @Validate(.range(1...4)) let multiplier: Decimal
        let patternDayTrader: Bool
        let tradingBlocked: Bool
        let transfersBlocked: Bool
        let accountBlocked: Bool
        let tradeSuspendedByUser: Bool
        let shortingEnabled: Bool
        @Validate(.min(0)) let daytradeCount: Int
        /// With five fractional digits (`07.99658Z`).
        let createdAt: Date
        /// An integer in a string (`"1"`).
        @Map(Mappers.number(Int.self)) @Validate(.range(0...3)) let optionsApprovedLevel: Int?
        @Map(Mappers.number(Int.self)) @Validate(.range(0...3)) let optionsTradingLevel: Int?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum AlpacaTradeAccountStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case accountClosed = "ACCOUNT_CLOSED"
        case accountUpdated = "ACCOUNT_UPDATED"
        case actionRequired = "ACTION_REQUIRED"
        case active = "ACTIVE"
        case amlReview = "AML_REVIEW"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case disabled = "DISABLED"
        case disablePending = "DISABLE_PENDING"
        case edited = "EDITED"
        case inactive = "INACTIVE"
        case kycSubmitted = "KYC_SUBMITTED"
        case limited = "LIMITED"
        case onboarding = "ONBOARDING"
        case paperOnly = "PAPER_ONLY"
        case reapprovalPending = "REAPPROVAL_PENDING"
        case rejected = "REJECTED"
        case resubmitted = "RESUBMITTED"
        case signedUp = "SIGNED_UP"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
    }

    enum AlpacaTradeAccountCryptoStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case active = "ACTIVE"
        case inactive = "INACTIVE"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case rejected = "REJECTED"
    }

    struct AlpacaTradeAccountCodable: Codable, Equatable, Sendable {
        let id: UUID
        let accountNumber: String
        let status: AlpacaTradeAccountStatusCodable
        let cryptoStatus: AlpacaTradeAccountCryptoStatusCodable?
        let currency: String
        let cash: Decimal
        let buyingPower: Decimal
        let regtBuyingPower: Decimal
        let daytradingBuyingPower: Decimal
        let nonMarginableBuyingPower: Decimal
        let optionsBuyingPower: Decimal?
        let accruedFees: Decimal
        let pendingTransferIn: Decimal?
        let pendingTransferOut: Decimal?
        let portfolioValue: Decimal
        let equity: Decimal
        let lastEquity: Decimal
        let longMarketValue: Decimal
        let shortMarketValue: Decimal
        let initialMargin: Decimal
        let maintenanceMargin: Decimal
        let lastMaintenanceMargin: Decimal
        let sma: Decimal
        let multiplier: Decimal
        let patternDayTrader: Bool
        let tradingBlocked: Bool
        let transfersBlocked: Bool
        let accountBlocked: Bool
        let tradeSuspendedByUser: Bool
        let shortingEnabled: Bool
        let daytradeCount: Int
        let createdAt: Date
        let optionsApprovedLevel: Int?
        let optionsTradingLevel: Int?

        enum CodingKeys: String, CodingKey {
            case id
            case accountNumber = "account_number"
            case status
            case cryptoStatus = "crypto_status"
            case currency
            case cash
            case buyingPower = "buying_power"
            case regtBuyingPower = "regt_buying_power"
            case daytradingBuyingPower = "daytrading_buying_power"
            case nonMarginableBuyingPower = "non_marginable_buying_power"
            case optionsBuyingPower = "options_buying_power"
            case accruedFees = "accrued_fees"
            case pendingTransferIn = "pending_transfer_in"
            case pendingTransferOut = "pending_transfer_out"
            case portfolioValue = "portfolio_value"
            case equity
            case lastEquity = "last_equity"
            case longMarketValue = "long_market_value"
            case shortMarketValue = "short_market_value"
            case initialMargin = "initial_margin"
            case maintenanceMargin = "maintenance_margin"
            case lastMaintenanceMargin = "last_maintenance_margin"
            case sma
            case multiplier
            case patternDayTrader = "pattern_day_trader"
            case tradingBlocked = "trading_blocked"
            case transfersBlocked = "transfers_blocked"
            case accountBlocked = "account_blocked"
            case tradeSuspendedByUser = "trade_suspended_by_user"
            case shortingEnabled = "shorting_enabled"
            case daytradeCount = "daytrade_count"
            case createdAt = "created_at"
            case optionsApprovedLevel = "options_approved_level"
            case optionsTradingLevel = "options_trading_level"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(UUID.self, forKey: .id)
            accountNumber = try container.decode(String.self, forKey: .accountNumber)
            guard accountNumber.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }) && !accountNumber.isEmpty
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .accountNumber, in: container, debugDescription: "must match /[0-9A-Z]+/")
            }
            status = try container.decode(AlpacaTradeAccountStatusCodable.self, forKey: .status)
            cryptoStatus = try container.decodeIfPresent(
                AlpacaTradeAccountCryptoStatusCodable.self, forKey: .cryptoStatus)
            currency = try container.decode(String.self, forKey: .currency)
            guard currency.count == 3 && currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .currency, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            cash = try container.alpacaTradeDecimal(forKey: .cash)
            buyingPower = try container.alpacaTradeDecimal(forKey: .buyingPower)
            guard buyingPower >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .buyingPower, in: container, debugDescription: "must be at least 0")
            }
            regtBuyingPower = try container.alpacaTradeDecimal(forKey: .regtBuyingPower)
            guard regtBuyingPower >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .regtBuyingPower, in: container, debugDescription: "must be at least 0")
            }
            daytradingBuyingPower = try container.alpacaTradeDecimal(forKey: .daytradingBuyingPower)
            guard daytradingBuyingPower >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .daytradingBuyingPower, in: container, debugDescription: "must be at least 0")
            }
            nonMarginableBuyingPower = try container.alpacaTradeDecimal(forKey: .nonMarginableBuyingPower)
            guard nonMarginableBuyingPower >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .nonMarginableBuyingPower, in: container, debugDescription: "must be at least 0")
            }
            optionsBuyingPower = try container.alpacaTradeDecimalIfPresent(forKey: .optionsBuyingPower)
            accruedFees = try container.alpacaTradeDecimal(forKey: .accruedFees)
            pendingTransferIn = try container.alpacaTradeDecimalIfPresent(forKey: .pendingTransferIn)
            pendingTransferOut = try container.alpacaTradeDecimalIfPresent(forKey: .pendingTransferOut)
            portfolioValue = try container.alpacaTradeDecimal(forKey: .portfolioValue)
            equity = try container.alpacaTradeDecimal(forKey: .equity)
            lastEquity = try container.alpacaTradeDecimal(forKey: .lastEquity)
            longMarketValue = try container.alpacaTradeDecimal(forKey: .longMarketValue)
            shortMarketValue = try container.alpacaTradeDecimal(forKey: .shortMarketValue)
            initialMargin = try container.alpacaTradeDecimal(forKey: .initialMargin)
            maintenanceMargin = try container.alpacaTradeDecimal(forKey: .maintenanceMargin)
            lastMaintenanceMargin = try container.alpacaTradeDecimal(forKey: .lastMaintenanceMargin)
            sma = try container.alpacaTradeDecimal(forKey: .sma)
            multiplier = try container.alpacaTradeDecimal(forKey: .multiplier)
            guard (1...4).contains(multiplier) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .multiplier, in: container, debugDescription: "must be between 1 and 4")
            }
            patternDayTrader = try container.decode(Bool.self, forKey: .patternDayTrader)
            tradingBlocked = try container.decode(Bool.self, forKey: .tradingBlocked)
            transfersBlocked = try container.decode(Bool.self, forKey: .transfersBlocked)
            accountBlocked = try container.decode(Bool.self, forKey: .accountBlocked)
            tradeSuspendedByUser = try container.decode(Bool.self, forKey: .tradeSuspendedByUser)
            shortingEnabled = try container.decode(Bool.self, forKey: .shortingEnabled)
            daytradeCount = try container.decode(Int.self, forKey: .daytradeCount)
            guard daytradeCount >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .daytradeCount, in: container, debugDescription: "must be at least 0")
            }
            createdAt = try container.alpacaTradeDate(forKey: .createdAt)
            optionsApprovedLevel = try container.alpacaTradeIntegerIfPresent(forKey: .optionsApprovedLevel)
            if let optionsApprovedLevel, !((0...3).contains(optionsApprovedLevel)) {
                throw DecodingError.dataCorruptedError(
                    forKey: .optionsApprovedLevel, in: container, debugDescription: "must be between 0 and 3")
            }
            optionsTradingLevel = try container.alpacaTradeIntegerIfPresent(forKey: .optionsTradingLevel)
            if let optionsTradingLevel, !((0...3).contains(optionsTradingLevel)) {
                throw DecodingError.dataCorruptedError(
                    forKey: .optionsTradingLevel, in: container, debugDescription: "must be between 0 and 3")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(accountNumber, forKey: .accountNumber)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(cryptoStatus, forKey: .cryptoStatus)
            try container.encode(currency, forKey: .currency)
            try container.encodeAlpacaTradeDecimal(cash, forKey: .cash)
            try container.encodeAlpacaTradeDecimal(buyingPower, forKey: .buyingPower)
            try container.encodeAlpacaTradeDecimal(regtBuyingPower, forKey: .regtBuyingPower)
            try container.encodeAlpacaTradeDecimal(daytradingBuyingPower, forKey: .daytradingBuyingPower)
            try container.encodeAlpacaTradeDecimal(nonMarginableBuyingPower, forKey: .nonMarginableBuyingPower)
            try container.encodeAlpacaTradeDecimalIfPresent(optionsBuyingPower, forKey: .optionsBuyingPower)
            try container.encodeAlpacaTradeDecimal(accruedFees, forKey: .accruedFees)
            try container.encodeAlpacaTradeDecimalIfPresent(pendingTransferIn, forKey: .pendingTransferIn)
            try container.encodeAlpacaTradeDecimalIfPresent(pendingTransferOut, forKey: .pendingTransferOut)
            try container.encodeAlpacaTradeDecimal(portfolioValue, forKey: .portfolioValue)
            try container.encodeAlpacaTradeDecimal(equity, forKey: .equity)
            try container.encodeAlpacaTradeDecimal(lastEquity, forKey: .lastEquity)
            try container.encodeAlpacaTradeDecimal(longMarketValue, forKey: .longMarketValue)
            try container.encodeAlpacaTradeDecimal(shortMarketValue, forKey: .shortMarketValue)
            try container.encodeAlpacaTradeDecimal(initialMargin, forKey: .initialMargin)
            try container.encodeAlpacaTradeDecimal(maintenanceMargin, forKey: .maintenanceMargin)
            try container.encodeAlpacaTradeDecimal(lastMaintenanceMargin, forKey: .lastMaintenanceMargin)
            try container.encodeAlpacaTradeDecimal(sma, forKey: .sma)
            try container.encodeAlpacaTradeDecimal(multiplier, forKey: .multiplier)
            try container.encode(patternDayTrader, forKey: .patternDayTrader)
            try container.encode(tradingBlocked, forKey: .tradingBlocked)
            try container.encode(transfersBlocked, forKey: .transfersBlocked)
            try container.encode(accountBlocked, forKey: .accountBlocked)
            try container.encode(tradeSuspendedByUser, forKey: .tradeSuspendedByUser)
            try container.encode(shortingEnabled, forKey: .shortingEnabled)
            try container.encode(daytradeCount, forKey: .daytradeCount)
            try container.encodeAlpacaTradeDate(createdAt, forKey: .createdAt)
            try container.encodeAlpacaTradeIntegerIfPresent(optionsApprovedLevel, forKey: .optionsApprovedLevel)
            try container.encodeAlpacaTradeIntegerIfPresent(optionsTradingLevel, forKey: .optionsTradingLevel)
        }
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        fileprivate func alpacaTradeDate(forKey key: Key) throws -> Date {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.alpacaTradeHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// A number in a JSON string, exactly, as `Mappers.number(Decimal.self)` reads it.
        fileprivate func alpacaTradeDecimal(forKey key: Key) throws -> Decimal {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.alpacaTradeIsNumberText(text) ? Decimal(string: text) : nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a number in JSON syntax")
            }
            return value
        }

        /// A number in a JSON string, exactly, as `Mappers.number(Decimal.self)` reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func alpacaTradeDecimalIfPresent(forKey key: Key) throws -> Decimal? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.alpacaTradeIsNumberText(text) ? Decimal(string: text) : nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a number in JSON syntax")
            }
            return value
        }

        /// An integer in a JSON string, as `Mappers.number(Int.self)` reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func alpacaTradeIntegerIfPresent(forKey key: Key) throws -> Int? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.alpacaTradeIsNumberText(text) ? Int(text) : nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an integer in JSON syntax")
            }
            return value
        }

        /// Whether the calendar fields of `text` (`yyyy-MM-dd`, then `THH:mm:ss` when it goes on) are in range:
        /// Foundation's ISO 8601 parser rolls `02-30` over into March, where Hydrant's rejects it.
        fileprivate static func alpacaTradeHasValidFields(_ text: String) -> Bool {
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

        /// Whether `text` is a number as JSON writes it: an optional `-`, no leading zeros, `.` and an
        /// exponent (what `Mappers.number(_:)` accepts).
        fileprivate static func alpacaTradeIsNumberText(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            var index = 0
            func digits() -> Int {
                let start = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    index += 1
                }
                return index - start
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits == 1 || (integerDigits > 1 && bytes[integerStart] != UInt8(ascii: "0")) else {
                return false
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return false }
            }
            return index == bytes.count
        }
    }

    extension KeyedEncodingContainer {
        /// Writes an RFC 3339 date in whole seconds with `Z`, as Hydrant writes a `Date`.
        fileprivate mutating func encodeAlpacaTradeDate(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(.iso8601), forKey: key)
        }

        /// Writes a number as a JSON string.
        fileprivate mutating func encodeAlpacaTradeDecimal(_ value: Decimal, forKey key: Key) throws {
            try encode(value.description, forKey: key)
        }

        fileprivate mutating func encodeAlpacaTradeDecimalIfPresent(_ value: Decimal?, forKey key: Key) throws {
            if let value { try encodeAlpacaTradeDecimal(value, forKey: key) }
        }

        /// Writes an integer as a JSON string.
        fileprivate mutating func encodeAlpacaTradeInteger(_ value: Int, forKey key: Key) throws {
            try encode(String(value), forKey: key)
        }

        fileprivate mutating func encodeAlpacaTradeIntegerIfPresent(_ value: Int?, forKey key: Key) throws {
            if let value { try encodeAlpacaTradeInteger(value, forKey: key) }
        }
    }
#endif
