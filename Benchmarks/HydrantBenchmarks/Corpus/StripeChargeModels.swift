// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/stripe_charge.json: a Stripe Charge (stripe/openapi, openapi/fixtures3.json,
    // resources.charge), modelled the way MappingWithMacros.md and Conversions.md teach.
    //
    // Field kinds: Unix timestamps (`created`, `source.created`: `Mappers.date(unit: .seconds)`); many
    // nullable members (`String?`, `Int?`, nullable objects, a nullable free-form object); free-form
    // objects (`metadata` as `[String: String]` with `@Default([:])`, `fraud_details` and `shipping` as
    // `[String: JSON]`); string enums (`status`, `brand`, `funding`, card checks, installment plan `type`,
    // authorization statuses); a nested list of objects (`refunds.data`, empty here); a URL
    // (`receipt_url`); deep nesting (payment_method_details.card.installments.plan: five levels); a
    // sensitive member (`source.client_secret`); rules (`id` pattern, amounts `min(0)`, `currency` length,
    // `object` constant, `exp_month` range, `last4` length and digits).

    // MARK: @Mappable models

    @Mappable
    enum StripeChargeStatus: String, Equatable, Sendable, CaseIterable {
        case succeeded, pending, failed
    }

    @Mappable
    enum StripeCardBrand: String, Equatable, Sendable, CaseIterable {
        case amex, diners, discover, jcb, link, mastercard, unionpay, visa, unknown
        case eftposAu = "eftpos_au"
    }

    @Mappable
    enum StripeCardFunding: String, Equatable, Sendable, CaseIterable {
        case credit, debit, prepaid, unknown
    }

    @Mappable
    enum StripeCheckResult: String, Equatable, Sendable, CaseIterable {
        case pass, fail, unavailable, unchecked
    }

    @Mappable
    enum StripeAvailability: String, Equatable, Sendable, CaseIterable {
        case available, unavailable
    }

    @Mappable
    enum StripeExtendedAuthorizationStatus: String, Equatable, Sendable, CaseIterable {
        case enabled, disabled
    }

    @Mappable
    enum StripeInstallmentPlanType: String, Equatable, Sendable, CaseIterable {
        case bonus, revolving
        case fixedCount = "fixed_count"
    }

    /// A charge: the document's root.
    @Mappable(keys: .snakeCase)
    struct StripeCharge: Equatable, Sendable {
        @Validate(.matches("ch_[A-Za-z0-9]+")) let id: String
        @Validate(.equal(to: "charge")) let object: String
        @Validate(.min(0)) let amount: Int
        @Validate(.min(0)) let amountCaptured: Int
        @Validate(.min(0)) let amountRefunded: Int
        let application: String?
        let applicationFee: String?
        let applicationFeeAmount: Int?
        let balanceTransaction: String?
        let billingDetails: StripeBillingDetails
        let calculatedStatementDescriptor: String?
        let captured: Bool
        @Map(Mappers.date(unit: .seconds)) let created: Date
        @Validate(.length(3)) let currency: String
        let customer: String?
        let description: String?
        let disputed: Bool
        let failureBalanceTransaction: String?
        let failureCode: String?
        let failureMessage: String?
        let fraudDetails: [String: JSON]
        let livemode: Bool
        @Default([:]) let metadata: [String: String]
        let onBehalfOf: String?
        let outcome: StripeOutcome?
        let paid: Bool
        let paymentIntent: String?
        let paymentMethod: String?
        let paymentMethodDetails: StripePaymentMethodDetails?
        let receiptEmail: String?
        let receiptNumber: String?
        let receiptURL: URL?
        let refunded: Bool
        let refunds: StripeRefundList?
        let review: String?
        let shipping: [String: JSON]?
        let sourceTransfer: String?
        let statementDescriptor: String?
        let statementDescriptorSuffix: String?
        let status: StripeChargeStatus
        let transferData: StripeTransferData?
        let transferGroup: String?
        let source: StripeSource?
    }

    @Mappable(keys: .snakeCase)
    struct StripeAddress: Equatable, Sendable {
        let city: String?
        let country: String?
        let line1: String?
        let line2: String?
        let postalCode: String?
        let state: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeBillingDetails: Equatable, Sendable {
        let address: StripeAddress?
        let email: String?
        let name: String?
        let phone: String?
        let taxID: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeOutcome: Equatable, Sendable {
        let adviceCode: String?
        let networkAdviceCode: String?
        let networkDeclineCode: String?
        let networkStatus: String?
        let reason: String?
        let sellerMessage: String?
        /// `authorized`, `blocked`, … (the fixture has a placeholder, so a `String`).
        let type: String
    }

    @Mappable(keys: .snakeCase)
    struct StripePaymentMethodDetails: Equatable, Sendable {
        let card: StripeCard?
        let type: String
    }

    @Mappable(keys: .snakeCase)
    struct StripeCard: Equatable, Sendable {
        let amountAuthorized: Int?
        let brand: StripeCardBrand
        let checks: StripeCardChecks?
        let country: String?
        @Validate(.range(1...12)) let expMonth: Int
        let expYear: Int
        let extendedAuthorization: StripeExtendedAuthorization?
        let fingerprint: String?
        let funding: StripeCardFunding
        let incrementalAuthorization: StripeAvailabilityStatus?
        let installments: StripeInstallments?
        @Validate(.length(4), .matches("[0-9]{4}")) let last4: String
        let mandate: String?
        let multicapture: StripeAvailabilityStatus?
        let network: String?
        let networkToken: StripeNetworkToken?
        let overcapture: StripeOvercapture?
        let threeDSecure: StripeThreeDSecure?
        let wallet: StripeWallet?
        let authorizationCode: String?
        let regulatedStatus: String?
        let networkTransactionID: String?
        let transactionLinkID: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeCardChecks: Equatable, Sendable {
        let addressLine1Check: StripeCheckResult?
        let addressPostalCodeCheck: StripeCheckResult?
        let cvcCheck: StripeCheckResult?
    }

    @Mappable(keys: .snakeCase)
    struct StripeExtendedAuthorization: Equatable, Sendable {
        let status: StripeExtendedAuthorizationStatus
    }

    /// `incremental_authorization` and `multicapture`.
    @Mappable(keys: .snakeCase)
    struct StripeAvailabilityStatus: Equatable, Sendable {
        let status: StripeAvailability
    }

    @Mappable(keys: .snakeCase)
    struct StripeInstallments: Equatable, Sendable {
        let plan: StripeInstallmentPlan?
    }

    @Mappable(keys: .snakeCase)
    struct StripeInstallmentPlan: Equatable, Sendable {
        let count: Int?
        let interval: String?
        let type: StripeInstallmentPlanType
    }

    @Mappable(keys: .snakeCase)
    struct StripeNetworkToken: Equatable, Sendable {
        let used: Bool
    }

    @Mappable(keys: .snakeCase)
    struct StripeOvercapture: Equatable, Sendable {
        let maximumAmountCapturable: Int
        let status: StripeAvailability
    }

    @Mappable(keys: .snakeCase)
    struct StripeThreeDSecure: Equatable, Sendable {
        let authenticationFlow: String?
        let electronicCommerceIndicator: String?
        let exemptionIndicator: String?
        let result: String?
        let resultReason: String?
        let transactionID: String?
        let version: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeWallet: Equatable, Sendable {
        let dynamicLast4: String?
        let type: String
    }

    /// A list of refunds (`data` is empty in the document).
    @Mappable(keys: .snakeCase)
    struct StripeRefundList: Equatable, Sendable {
        let data: [StripeRefund]
        let hasMore: Bool
        let object: String
        /// A path (`/v1/charges/…/refunds`), not an absolute URL.
        let url: String
    }

    @Mappable(keys: .snakeCase)
    struct StripeRefund: Equatable, Sendable {
        let id: String
        let amount: Int
        @Map(Mappers.date(unit: .seconds)) let created: Date
        let currency: String
        let status: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeTransferData: Equatable, Sendable {
        let amount: Int?
        let destination: StripeAccountReference
    }

    @Mappable(keys: .snakeCase)
    struct StripeAccountReference: Equatable, Sendable {
        let id: String
        let object: String
    }

    @Mappable(keys: .snakeCase)
    struct StripeSource: Equatable, Sendable {
        let allowRedisplay: String?
        let amount: Int?
        @Sensitive let clientSecret: String
        @Map(Mappers.date(unit: .seconds)) let created: Date
        let currency: String?
        let flow: String
        let id: String
        let livemode: Bool
        let metadata: [String: String]?
        let object: String
        let owner: StripeSourceOwner?
        let statementDescriptor: String?
        let status: String
        let type: String
        let usage: String?
    }

    @Mappable(keys: .snakeCase)
    struct StripeSourceOwner: Equatable, Sendable {
        let address: StripeAddress?
        let email: String?
        let name: String?
        let phone: String?
        let verifiedAddress: StripeAddress?
        let verifiedEmail: String?
        let verifiedName: String?
        let verifiedPhone: String?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum StripeChargeStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case succeeded, pending, failed
    }

    enum StripeCardBrandCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case amex, diners, discover, jcb, link, mastercard, unionpay, visa, unknown
        case eftposAu = "eftpos_au"
    }

    enum StripeCardFundingCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case credit, debit, prepaid, unknown
    }

    enum StripeCheckResultCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case pass, fail, unavailable, unchecked
    }

    enum StripeAvailabilityCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case available, unavailable
    }

    enum StripeExtendedAuthorizationStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case enabled, disabled
    }

    enum StripeInstallmentPlanTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case bonus, revolving
        case fixedCount = "fixed_count"
    }

    struct StripeChargeCodable: Codable, Equatable, Sendable {
        let id: String
        let object: String
        let amount: Int
        let amountCaptured: Int
        let amountRefunded: Int
        let application: String?
        let applicationFee: String?
        let applicationFeeAmount: Int?
        let balanceTransaction: String?
        let billingDetails: StripeBillingDetailsCodable
        let calculatedStatementDescriptor: String?
        let captured: Bool
        let created: Date
        let currency: String
        let customer: String?
        let description: String?
        let disputed: Bool
        let failureBalanceTransaction: String?
        let failureCode: String?
        let failureMessage: String?
        let fraudDetails: [String: JSON]
        let livemode: Bool
        let metadata: [String: String]
        let onBehalfOf: String?
        let outcome: StripeOutcomeCodable?
        let paid: Bool
        let paymentIntent: String?
        let paymentMethod: String?
        let paymentMethodDetails: StripePaymentMethodDetailsCodable?
        let receiptEmail: String?
        let receiptNumber: String?
        let receiptURL: URL?
        let refunded: Bool
        let refunds: StripeRefundListCodable?
        let review: String?
        let shipping: [String: JSON]?
        let sourceTransfer: String?
        let statementDescriptor: String?
        let statementDescriptorSuffix: String?
        let status: StripeChargeStatusCodable
        let transferData: StripeTransferDataCodable?
        let transferGroup: String?
        let source: StripeSourceCodable?

        enum CodingKeys: String, CodingKey {
            case id
            case object
            case amount
            case amountCaptured = "amount_captured"
            case amountRefunded = "amount_refunded"
            case application
            case applicationFee = "application_fee"
            case applicationFeeAmount = "application_fee_amount"
            case balanceTransaction = "balance_transaction"
            case billingDetails = "billing_details"
            case calculatedStatementDescriptor = "calculated_statement_descriptor"
            case captured
            case created
            case currency
            case customer
            case description
            case disputed
            case failureBalanceTransaction = "failure_balance_transaction"
            case failureCode = "failure_code"
            case failureMessage = "failure_message"
            case fraudDetails = "fraud_details"
            case livemode
            case metadata
            case onBehalfOf = "on_behalf_of"
            case outcome
            case paid
            case paymentIntent = "payment_intent"
            case paymentMethod = "payment_method"
            case paymentMethodDetails = "payment_method_details"
            case receiptEmail = "receipt_email"
            case receiptNumber = "receipt_number"
            case receiptURL = "receipt_url"
            case refunded
            case refunds
            case review
            case shipping
            case sourceTransfer = "source_transfer"
            case statementDescriptor = "statement_descriptor"
            case statementDescriptorSuffix = "statement_descriptor_suffix"
            case status
            case transferData = "transfer_data"
            case transferGroup = "transfer_group"
            case source
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            guard
                id.hasPrefix("ch_") && id.count > 3
                    && id.dropFirst(3).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "must match /ch_[A-Za-z0-9]+/")
            }
            object = try container.decode(String.self, forKey: .object)
            guard object == "charge" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .object, in: container, debugDescription: "must be \"charge\"")
            }
            amount = try container.decode(Int.self, forKey: .amount)
            guard amount >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .amount, in: container, debugDescription: "must be at least 0")
            }
            amountCaptured = try container.decode(Int.self, forKey: .amountCaptured)
            guard amountCaptured >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .amountCaptured, in: container, debugDescription: "must be at least 0")
            }
            amountRefunded = try container.decode(Int.self, forKey: .amountRefunded)
            guard amountRefunded >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .amountRefunded, in: container, debugDescription: "must be at least 0")
            }
            application = try container.decodeIfPresent(String.self, forKey: .application)
            applicationFee = try container.decodeIfPresent(String.self, forKey: .applicationFee)
            applicationFeeAmount = try container.decodeIfPresent(Int.self, forKey: .applicationFeeAmount)
            balanceTransaction = try container.decodeIfPresent(String.self, forKey: .balanceTransaction)
            billingDetails = try container.decode(StripeBillingDetailsCodable.self, forKey: .billingDetails)
            calculatedStatementDescriptor = try container.decodeIfPresent(
                String.self, forKey: .calculatedStatementDescriptor)
            captured = try container.decode(Bool.self, forKey: .captured)
            created = try container.stripeTimestamp(forKey: .created)
            currency = try container.decode(String.self, forKey: .currency)
            guard currency.count == 3 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .currency, in: container, debugDescription: "must have length 3")
            }
            customer = try container.decodeIfPresent(String.self, forKey: .customer)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            disputed = try container.decode(Bool.self, forKey: .disputed)
            failureBalanceTransaction = try container.decodeIfPresent(String.self, forKey: .failureBalanceTransaction)
            failureCode = try container.decodeIfPresent(String.self, forKey: .failureCode)
            failureMessage = try container.decodeIfPresent(String.self, forKey: .failureMessage)
            fraudDetails = try container.decode([String: JSON].self, forKey: .fraudDetails)
            livemode = try container.decode(Bool.self, forKey: .livemode)
            // @Default([:]): a missing value or `null` is the default.
            metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata) ?? [:]
            onBehalfOf = try container.decodeIfPresent(String.self, forKey: .onBehalfOf)
            outcome = try container.decodeIfPresent(StripeOutcomeCodable.self, forKey: .outcome)
            paid = try container.decode(Bool.self, forKey: .paid)
            paymentIntent = try container.decodeIfPresent(String.self, forKey: .paymentIntent)
            paymentMethod = try container.decodeIfPresent(String.self, forKey: .paymentMethod)
            paymentMethodDetails = try container.decodeIfPresent(
                StripePaymentMethodDetailsCodable.self, forKey: .paymentMethodDetails)
            receiptEmail = try container.decodeIfPresent(String.self, forKey: .receiptEmail)
            receiptNumber = try container.decodeIfPresent(String.self, forKey: .receiptNumber)
            receiptURL = try container.stripeURLIfPresent(forKey: .receiptURL)
            refunded = try container.decode(Bool.self, forKey: .refunded)
            refunds = try container.decodeIfPresent(StripeRefundListCodable.self, forKey: .refunds)
            review = try container.decodeIfPresent(String.self, forKey: .review)
            shipping = try container.decodeIfPresent([String: JSON].self, forKey: .shipping)
            sourceTransfer = try container.decodeIfPresent(String.self, forKey: .sourceTransfer)
            statementDescriptor = try container.decodeIfPresent(String.self, forKey: .statementDescriptor)
            statementDescriptorSuffix = try container.decodeIfPresent(String.self, forKey: .statementDescriptorSuffix)
            status = try container.decode(StripeChargeStatusCodable.self, forKey: .status)
            transferData = try container.decodeIfPresent(StripeTransferDataCodable.self, forKey: .transferData)
            transferGroup = try container.decodeIfPresent(String.self, forKey: .transferGroup)
            source = try container.decodeIfPresent(StripeSourceCodable.self, forKey: .source)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(object, forKey: .object)
            try container.encode(amount, forKey: .amount)
            try container.encode(amountCaptured, forKey: .amountCaptured)
            try container.encode(amountRefunded, forKey: .amountRefunded)
            try container.encodeIfPresent(application, forKey: .application)
            try container.encodeIfPresent(applicationFee, forKey: .applicationFee)
            try container.encodeIfPresent(applicationFeeAmount, forKey: .applicationFeeAmount)
            try container.encodeIfPresent(balanceTransaction, forKey: .balanceTransaction)
            try container.encode(billingDetails, forKey: .billingDetails)
            try container.encodeIfPresent(calculatedStatementDescriptor, forKey: .calculatedStatementDescriptor)
            try container.encode(captured, forKey: .captured)
            try container.encodeStripeTimestamp(created, forKey: .created)
            try container.encode(currency, forKey: .currency)
            try container.encodeIfPresent(customer, forKey: .customer)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encode(disputed, forKey: .disputed)
            try container.encodeIfPresent(failureBalanceTransaction, forKey: .failureBalanceTransaction)
            try container.encodeIfPresent(failureCode, forKey: .failureCode)
            try container.encodeIfPresent(failureMessage, forKey: .failureMessage)
            try container.encode(fraudDetails, forKey: .fraudDetails)
            try container.encode(livemode, forKey: .livemode)
            try container.encode(metadata, forKey: .metadata)
            try container.encodeIfPresent(onBehalfOf, forKey: .onBehalfOf)
            try container.encodeIfPresent(outcome, forKey: .outcome)
            try container.encode(paid, forKey: .paid)
            try container.encodeIfPresent(paymentIntent, forKey: .paymentIntent)
            try container.encodeIfPresent(paymentMethod, forKey: .paymentMethod)
            try container.encodeIfPresent(paymentMethodDetails, forKey: .paymentMethodDetails)
            try container.encodeIfPresent(receiptEmail, forKey: .receiptEmail)
            try container.encodeIfPresent(receiptNumber, forKey: .receiptNumber)
            try container.encodeIfPresent(receiptURL, forKey: .receiptURL)
            try container.encode(refunded, forKey: .refunded)
            try container.encodeIfPresent(refunds, forKey: .refunds)
            try container.encodeIfPresent(review, forKey: .review)
            try container.encodeIfPresent(shipping, forKey: .shipping)
            try container.encodeIfPresent(sourceTransfer, forKey: .sourceTransfer)
            try container.encodeIfPresent(statementDescriptor, forKey: .statementDescriptor)
            try container.encodeIfPresent(statementDescriptorSuffix, forKey: .statementDescriptorSuffix)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(transferData, forKey: .transferData)
            try container.encodeIfPresent(transferGroup, forKey: .transferGroup)
            try container.encodeIfPresent(source, forKey: .source)
        }
    }

    struct StripeAddressCodable: Codable, Equatable, Sendable {
        let city: String?
        let country: String?
        let line1: String?
        let line2: String?
        let postalCode: String?
        let state: String?

        enum CodingKeys: String, CodingKey {
            case city
            case country
            case line1
            case line2
            case postalCode = "postal_code"
            case state
        }
    }

    struct StripeBillingDetailsCodable: Codable, Equatable, Sendable {
        let address: StripeAddressCodable?
        let email: String?
        let name: String?
        let phone: String?
        let taxID: String?

        enum CodingKeys: String, CodingKey {
            case address
            case email
            case name
            case phone
            case taxID = "tax_id"
        }
    }

    struct StripeOutcomeCodable: Codable, Equatable, Sendable {
        let adviceCode: String?
        let networkAdviceCode: String?
        let networkDeclineCode: String?
        let networkStatus: String?
        let reason: String?
        let sellerMessage: String?
        let type: String

        enum CodingKeys: String, CodingKey {
            case adviceCode = "advice_code"
            case networkAdviceCode = "network_advice_code"
            case networkDeclineCode = "network_decline_code"
            case networkStatus = "network_status"
            case reason
            case sellerMessage = "seller_message"
            case type
        }
    }

    struct StripePaymentMethodDetailsCodable: Codable, Equatable, Sendable {
        let card: StripeCardCodable?
        let type: String

        enum CodingKeys: String, CodingKey {
            case card
            case type
        }
    }

    struct StripeCardCodable: Codable, Equatable, Sendable {
        let amountAuthorized: Int?
        let brand: StripeCardBrandCodable
        let checks: StripeCardChecksCodable?
        let country: String?
        let expMonth: Int
        let expYear: Int
        let extendedAuthorization: StripeExtendedAuthorizationCodable?
        let fingerprint: String?
        let funding: StripeCardFundingCodable
        let incrementalAuthorization: StripeAvailabilityStatusCodable?
        let installments: StripeInstallmentsCodable?
        let last4: String
        let mandate: String?
        let multicapture: StripeAvailabilityStatusCodable?
        let network: String?
        let networkToken: StripeNetworkTokenCodable?
        let overcapture: StripeOvercaptureCodable?
        let threeDSecure: StripeThreeDSecureCodable?
        let wallet: StripeWalletCodable?
        let authorizationCode: String?
        let regulatedStatus: String?
        let networkTransactionID: String?
        let transactionLinkID: String?

        enum CodingKeys: String, CodingKey {
            case amountAuthorized = "amount_authorized"
            case brand
            case checks
            case country
            case expMonth = "exp_month"
            case expYear = "exp_year"
            case extendedAuthorization = "extended_authorization"
            case fingerprint
            case funding
            case incrementalAuthorization = "incremental_authorization"
            case installments
            case last4
            case mandate
            case multicapture
            case network
            case networkToken = "network_token"
            case overcapture
            case threeDSecure = "three_d_secure"
            case wallet
            case authorizationCode = "authorization_code"
            case regulatedStatus = "regulated_status"
            case networkTransactionID = "network_transaction_id"
            case transactionLinkID = "transaction_link_id"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            amountAuthorized = try container.decodeIfPresent(Int.self, forKey: .amountAuthorized)
            brand = try container.decode(StripeCardBrandCodable.self, forKey: .brand)
            checks = try container.decodeIfPresent(StripeCardChecksCodable.self, forKey: .checks)
            country = try container.decodeIfPresent(String.self, forKey: .country)
            expMonth = try container.decode(Int.self, forKey: .expMonth)
            guard (1...12).contains(expMonth) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .expMonth, in: container, debugDescription: "must be between 1 and 12")
            }
            expYear = try container.decode(Int.self, forKey: .expYear)
            extendedAuthorization = try container.decodeIfPresent(
                StripeExtendedAuthorizationCodable.self, forKey: .extendedAuthorization)
            fingerprint = try container.decodeIfPresent(String.self, forKey: .fingerprint)
            funding = try container.decode(StripeCardFundingCodable.self, forKey: .funding)
            incrementalAuthorization = try container.decodeIfPresent(
                StripeAvailabilityStatusCodable.self, forKey: .incrementalAuthorization)
            installments = try container.decodeIfPresent(StripeInstallmentsCodable.self, forKey: .installments)
            last4 = try container.decode(String.self, forKey: .last4)
            guard last4.count == 4 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .last4, in: container, debugDescription: "must have length 4")
            }
            guard last4.allSatisfy({ ("0"..."9").contains($0) }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .last4, in: container, debugDescription: "must match /[0-9]{4}/")
            }
            mandate = try container.decodeIfPresent(String.self, forKey: .mandate)
            multicapture = try container.decodeIfPresent(StripeAvailabilityStatusCodable.self, forKey: .multicapture)
            network = try container.decodeIfPresent(String.self, forKey: .network)
            networkToken = try container.decodeIfPresent(StripeNetworkTokenCodable.self, forKey: .networkToken)
            overcapture = try container.decodeIfPresent(StripeOvercaptureCodable.self, forKey: .overcapture)
            threeDSecure = try container.decodeIfPresent(StripeThreeDSecureCodable.self, forKey: .threeDSecure)
            wallet = try container.decodeIfPresent(StripeWalletCodable.self, forKey: .wallet)
            authorizationCode = try container.decodeIfPresent(String.self, forKey: .authorizationCode)
            regulatedStatus = try container.decodeIfPresent(String.self, forKey: .regulatedStatus)
            networkTransactionID = try container.decodeIfPresent(String.self, forKey: .networkTransactionID)
            transactionLinkID = try container.decodeIfPresent(String.self, forKey: .transactionLinkID)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct StripeCardChecksCodable: Codable, Equatable, Sendable {
        let addressLine1Check: StripeCheckResultCodable?
        let addressPostalCodeCheck: StripeCheckResultCodable?
        let cvcCheck: StripeCheckResultCodable?

        enum CodingKeys: String, CodingKey {
            case addressLine1Check = "address_line1_check"
            case addressPostalCodeCheck = "address_postal_code_check"
            case cvcCheck = "cvc_check"
        }
    }

    struct StripeExtendedAuthorizationCodable: Codable, Equatable, Sendable {
        let status: StripeExtendedAuthorizationStatusCodable

        enum CodingKeys: String, CodingKey {
            case status
        }
    }

    struct StripeAvailabilityStatusCodable: Codable, Equatable, Sendable {
        let status: StripeAvailabilityCodable

        enum CodingKeys: String, CodingKey {
            case status
        }
    }

    struct StripeInstallmentsCodable: Codable, Equatable, Sendable {
        let plan: StripeInstallmentPlanCodable?

        enum CodingKeys: String, CodingKey {
            case plan
        }
    }

    struct StripeInstallmentPlanCodable: Codable, Equatable, Sendable {
        let count: Int?
        let interval: String?
        let type: StripeInstallmentPlanTypeCodable

        enum CodingKeys: String, CodingKey {
            case count
            case interval
            case type
        }
    }

    struct StripeNetworkTokenCodable: Codable, Equatable, Sendable {
        let used: Bool

        enum CodingKeys: String, CodingKey {
            case used
        }
    }

    struct StripeOvercaptureCodable: Codable, Equatable, Sendable {
        let maximumAmountCapturable: Int
        let status: StripeAvailabilityCodable

        enum CodingKeys: String, CodingKey {
            case maximumAmountCapturable = "maximum_amount_capturable"
            case status
        }
    }

    struct StripeThreeDSecureCodable: Codable, Equatable, Sendable {
        let authenticationFlow: String?
        let electronicCommerceIndicator: String?
        let exemptionIndicator: String?
        let result: String?
        let resultReason: String?
        let transactionID: String?
        let version: String?

        enum CodingKeys: String, CodingKey {
            case authenticationFlow = "authentication_flow"
            case electronicCommerceIndicator = "electronic_commerce_indicator"
            case exemptionIndicator = "exemption_indicator"
            case result
            case resultReason = "result_reason"
            case transactionID = "transaction_id"
            case version
        }
    }

    struct StripeWalletCodable: Codable, Equatable, Sendable {
        let dynamicLast4: String?
        let type: String

        enum CodingKeys: String, CodingKey {
            case dynamicLast4 = "dynamic_last4"
            case type
        }
    }

    struct StripeRefundListCodable: Codable, Equatable, Sendable {
        let data: [StripeRefundCodable]
        let hasMore: Bool
        let object: String
        let url: String

        enum CodingKeys: String, CodingKey {
            case data
            case hasMore = "has_more"
            case object
            case url
        }
    }

    struct StripeRefundCodable: Codable, Equatable, Sendable {
        let id: String
        let amount: Int
        let created: Date
        let currency: String
        let status: String?

        enum CodingKeys: String, CodingKey {
            case id
            case amount
            case created
            case currency
            case status
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            amount = try container.decode(Int.self, forKey: .amount)
            created = try container.stripeTimestamp(forKey: .created)
            currency = try container.decode(String.self, forKey: .currency)
            status = try container.decodeIfPresent(String.self, forKey: .status)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(amount, forKey: .amount)
            try container.encodeStripeTimestamp(created, forKey: .created)
            try container.encode(currency, forKey: .currency)
            try container.encodeIfPresent(status, forKey: .status)
        }
    }

    struct StripeTransferDataCodable: Codable, Equatable, Sendable {
        let amount: Int?
        let destination: StripeAccountReferenceCodable

        enum CodingKeys: String, CodingKey {
            case amount
            case destination
        }
    }

    struct StripeAccountReferenceCodable: Codable, Equatable, Sendable {
        let id: String
        let object: String

        enum CodingKeys: String, CodingKey {
            case id
            case object
        }
    }

    struct StripeSourceCodable: Codable, Equatable, Sendable {
        let allowRedisplay: String?
        let amount: Int?
        let clientSecret: String
        let created: Date
        let currency: String?
        let flow: String
        let id: String
        let livemode: Bool
        let metadata: [String: String]?
        let object: String
        let owner: StripeSourceOwnerCodable?
        let statementDescriptor: String?
        let status: String
        let type: String
        let usage: String?

        enum CodingKeys: String, CodingKey {
            case allowRedisplay = "allow_redisplay"
            case amount
            case clientSecret = "client_secret"
            case created
            case currency
            case flow
            case id
            case livemode
            case metadata
            case object
            case owner
            case statementDescriptor = "statement_descriptor"
            case status
            case type
            case usage
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            allowRedisplay = try container.decodeIfPresent(String.self, forKey: .allowRedisplay)
            amount = try container.decodeIfPresent(Int.self, forKey: .amount)
            clientSecret = try container.decode(String.self, forKey: .clientSecret)
            created = try container.stripeTimestamp(forKey: .created)
            currency = try container.decodeIfPresent(String.self, forKey: .currency)
            flow = try container.decode(String.self, forKey: .flow)
            id = try container.decode(String.self, forKey: .id)
            livemode = try container.decode(Bool.self, forKey: .livemode)
            metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
            object = try container.decode(String.self, forKey: .object)
            owner = try container.decodeIfPresent(StripeSourceOwnerCodable.self, forKey: .owner)
            statementDescriptor = try container.decodeIfPresent(String.self, forKey: .statementDescriptor)
            status = try container.decode(String.self, forKey: .status)
            type = try container.decode(String.self, forKey: .type)
            usage = try container.decodeIfPresent(String.self, forKey: .usage)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(allowRedisplay, forKey: .allowRedisplay)
            try container.encodeIfPresent(amount, forKey: .amount)
            try container.encode(clientSecret, forKey: .clientSecret)
            try container.encodeStripeTimestamp(created, forKey: .created)
            try container.encodeIfPresent(currency, forKey: .currency)
            try container.encode(flow, forKey: .flow)
            try container.encode(id, forKey: .id)
            try container.encode(livemode, forKey: .livemode)
            try container.encodeIfPresent(metadata, forKey: .metadata)
            try container.encode(object, forKey: .object)
            try container.encodeIfPresent(owner, forKey: .owner)
            try container.encodeIfPresent(statementDescriptor, forKey: .statementDescriptor)
            try container.encode(status, forKey: .status)
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(usage, forKey: .usage)
        }
    }

    struct StripeSourceOwnerCodable: Codable, Equatable, Sendable {
        let address: StripeAddressCodable?
        let email: String?
        let name: String?
        let phone: String?
        let verifiedAddress: StripeAddressCodable?
        let verifiedEmail: String?
        let verifiedName: String?
        let verifiedPhone: String?

        enum CodingKeys: String, CodingKey {
            case address
            case email
            case name
            case phone
            case verifiedAddress = "verified_address"
            case verifiedEmail = "verified_email"
            case verifiedName = "verified_name"
            case verifiedPhone = "verified_phone"
        }
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// A Unix timestamp: a JSON number of seconds since 1970.
        fileprivate func stripeTimestamp(forKey key: Key) throws -> Date {
            Date(timeIntervalSince1970: try decode(Double.self, forKey: key))
        }

        /// A URL that has a scheme, or `nil` for a missing value or `null`.
        fileprivate func stripeURLIfPresent(forKey key: Key) throws -> URL? {
            guard let value = try decodeIfPresent(URL.self, forKey: key) else { return nil }
            guard value.scheme != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a URL: it has no scheme")
            }
            return value
        }
    }

    extension KeyedEncodingContainer {
        /// Writes a date as seconds since 1970: an integer when it is whole, as Hydrant writes it.
        fileprivate mutating func encodeStripeTimestamp(_ value: Date, forKey key: Key) throws {
            let seconds = value.timeIntervalSince1970
            if seconds == seconds.rounded(), abs(seconds) < 9_007_199_254_740_992 {
                try encode(Int64(seconds), forKey: key)
            } else {
                try encode(seconds, forKey: key)
            }
        }
    }
#endif
