// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/alpaca_broker_account.json: an Alpaca brokerage account (Broker API,
    // POST /v1/accounts), the response mocked in alpacahq/alpaca-py's tests
    // (tests/broker/broker_client/test_accounts_routes.py, test_create_account), modelled the way
    // MappingWithMacros.md and Conversions.md teach.
    //
    // Field kinds: a UUID (`id`); an RFC 3339 date with five fractional digits (`created_at`) and whole-
    // second ones (`signed_at`); calendar days (`date_of_birth` and two nullable ones:
    // `Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))`); a number in a string (`last_equity`); string
    // enums (`status`, `crypto_status`, `account_type`, agreement names, and a list of enum values,
    // `funding_source`); a nested list of objects (`agreements`); nullable members (`visa_type`,
    // `trading_configurations`, …) and absent ones (`documents`, `kyc_results`, `account_sub_type`, a
    // contact's `country`); a free-form object (`trading_configurations` as `[String: JSON]`); sensitive
    // members (e-mail, phone, date of birth); `@Default(false)` (`is_discretionary`); rules (patterns for
    // `account_number`, `currency`, country codes, e-mail addresses and IP addresses, `min(0)`, a
    // non-empty list).

    // MARK: @Mappable models

    @Mappable
    enum AlpacaBrokerAccountStatus: String, Equatable, Sendable, CaseIterable {
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
    enum AlpacaBrokerAccountCryptoStatus: String, Equatable, Sendable, CaseIterable {
        case active = "ACTIVE"
        case inactive = "INACTIVE"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case rejected = "REJECTED"
    }

    @Mappable
    enum AlpacaBrokerAccountType: String, Equatable, Sendable, CaseIterable {
        case trading, custodial, ira, hsa
        case donorAdvised = "donor_advised"
    }

    @Mappable
    enum AlpacaBrokerAccountFundingSource: String, Equatable, Sendable, CaseIterable {
        case investments, inheritance, savings, family
        case employmentIncome = "employment_income"
        case businessIncome = "business_income"
    }

    @Mappable
    enum AlpacaBrokerAccountAgreementType: String, Equatable, Sendable, CaseIterable {
        case marginAgreement = "margin_agreement"
        case accountAgreement = "account_agreement"
        case customerAgreement = "customer_agreement"
        case cryptoAgreement = "crypto_agreement"
        case optionsAgreement = "options_agreement"
        case custodialCustomerAgreement = "custodial_customer_agreement"
    }

    /// A brokerage account (POST /v1/accounts of the Broker API): the document's root.
    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccount: Equatable, Sendable {
        let id: UUID
        @Validate(.matches("[0-9A-Z]+")) let accountNumber: String
        let status: AlpacaBrokerAccountStatus
        let cryptoStatus: AlpacaBrokerAccountCryptoStatus?
        @Validate(.matches("[A-Z]{3}")) let currency: String
        /// A number in a string (`"0"`).
        @Map(Mappers.number(Decimal.self)) @Validate(.min(0)) let lastEquity: Decimal
        /// With five fractional digits (`31.30283Z`).
        let createdAt: Date
        let contact: AlpacaBrokerAccountContact
        let identity: AlpacaBrokerAccountIdentity
        let disclosures: AlpacaBrokerAccountDisclosures
        @Validate(.minLength(1)) let agreements: [AlpacaBrokerAccountAgreement]
        /// Absent from this document.
        let documents: [AlpacaBrokerAccountDocument]?
        let trustedContact: AlpacaBrokerAccountTrustedContact?
        let accountType: AlpacaBrokerAccountType?
        /// Absent from this document.
        let accountSubType: String?
        /// `null` in this document: any JSON object.
        let tradingConfigurations: [String: JSON]?
        /// Absent from this document.
        let kycResults: [String: JSON]?
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountContact: Equatable, Sendable {
        @Validate(.matches(".+@.+")) @Sensitive let emailAddress: String
        @Sensitive let phoneNumber: String?
        let streetAddress: [String]
        let unit: String?
        let city: String
        let state: String?
        let postalCode: String?
        /// Absent from this document.
        let country: String?
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountIdentity: Equatable, Sendable {
        let givenName: String
        let middleName: String?
        let familyName: String
        /// A calendar day (`"1990-01-01"`).
        @Map(Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))) @Sensitive let dateOfBirth: Date
        let taxIdType: String?
        @Validate(.matches("[A-Z]{3}")) let countryOfCitizenship: String?
        @Validate(.matches("[A-Z]{3}")) let countryOfBirth: String?
        @Validate(.matches("[A-Z]{3}")) let countryOfTaxResidence: String
        let fundingSource: [AlpacaBrokerAccountFundingSource]
        let visaType: String?
        @Map(Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))) let visaExpirationDate: Date?
        @Map(Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))) let dateOfDepartureFromUSA: Date?
        let permanentResident: Bool?
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountDisclosures: Equatable, Sendable {
        let isControlPerson: Bool
        let isAffiliatedExchangeOrFinra: Bool
        let isPoliticallyExposed: Bool
        let immediateFamilyExposed: Bool
        @Default(false) let isDiscretionary: Bool
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountAgreement: Equatable, Sendable {
        let agreement: AlpacaBrokerAccountAgreementType
        let signedAt: Date
        @Validate(.matches("[0-9a-fA-F.:]+")) let ipAddress: String
        let revision: String?
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountDocument: Equatable, Sendable {
        let id: UUID
        let documentType: String
        let documentSubType: String?
        let createdAt: Date
    }

    @Mappable(keys: .snakeCase)
    struct AlpacaBrokerAccountTrustedContact: Equatable, Sendable {
        let givenName: String
        let familyName: String
        @Validate(.matches(".+@.+")) let emailAddress: String?
        let phoneNumber: String?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum AlpacaBrokerAccountStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
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

    enum AlpacaBrokerAccountCryptoStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case active = "ACTIVE"
        case inactive = "INACTIVE"
        case submissionFailed = "SUBMISSION_FAILED"
        case submitted = "SUBMITTED"
        case approvalPending = "APPROVAL_PENDING"
        case approved = "APPROVED"
        case rejected = "REJECTED"
    }

    enum AlpacaBrokerAccountTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case trading, custodial, ira, hsa
        case donorAdvised = "donor_advised"
    }

    enum AlpacaBrokerAccountFundingSourceCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case investments, inheritance, savings, family
        case employmentIncome = "employment_income"
        case businessIncome = "business_income"
    }

    enum AlpacaBrokerAccountAgreementTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case marginAgreement = "margin_agreement"
        case accountAgreement = "account_agreement"
        case customerAgreement = "customer_agreement"
        case cryptoAgreement = "crypto_agreement"
        case optionsAgreement = "options_agreement"
        case custodialCustomerAgreement = "custodial_customer_agreement"
    }

    struct AlpacaBrokerAccountCodable: Codable, Equatable, Sendable {
        let id: UUID
        let accountNumber: String
        let status: AlpacaBrokerAccountStatusCodable
        let cryptoStatus: AlpacaBrokerAccountCryptoStatusCodable?
        let currency: String
        let lastEquity: Decimal
        let createdAt: Date
        let contact: AlpacaBrokerAccountContactCodable
        let identity: AlpacaBrokerAccountIdentityCodable
        let disclosures: AlpacaBrokerAccountDisclosuresCodable
        let agreements: [AlpacaBrokerAccountAgreementCodable]
        let documents: [AlpacaBrokerAccountDocumentCodable]?
        let trustedContact: AlpacaBrokerAccountTrustedContactCodable?
        let accountType: AlpacaBrokerAccountTypeCodable?
        let accountSubType: String?
        let tradingConfigurations: [String: JSON]?
        let kycResults: [String: JSON]?

        enum CodingKeys: String, CodingKey {
            case id
            case accountNumber = "account_number"
            case status
            case cryptoStatus = "crypto_status"
            case currency
            case lastEquity = "last_equity"
            case createdAt = "created_at"
            case contact
            case identity
            case disclosures
            case agreements
            case documents
            case trustedContact = "trusted_contact"
            case accountType = "account_type"
            case accountSubType = "account_sub_type"
            case tradingConfigurations = "trading_configurations"
            case kycResults = "kyc_results"
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
            status = try container.decode(AlpacaBrokerAccountStatusCodable.self, forKey: .status)
            cryptoStatus = try container.decodeIfPresent(
                AlpacaBrokerAccountCryptoStatusCodable.self, forKey: .cryptoStatus)
            currency = try container.decode(String.self, forKey: .currency)
            guard currency.count == 3 && currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .currency, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            lastEquity = try container.alpacaBrokerDecimal(forKey: .lastEquity)
            guard lastEquity >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .lastEquity, in: container, debugDescription: "must be at least 0")
            }
            createdAt = try container.alpacaBrokerDate(forKey: .createdAt)
            contact = try container.decode(AlpacaBrokerAccountContactCodable.self, forKey: .contact)
            identity = try container.decode(AlpacaBrokerAccountIdentityCodable.self, forKey: .identity)
            disclosures = try container.decode(AlpacaBrokerAccountDisclosuresCodable.self, forKey: .disclosures)
            agreements = try container.decode([AlpacaBrokerAccountAgreementCodable].self, forKey: .agreements)
            guard agreements.count >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .agreements, in: container, debugDescription: "must have a count of at least 1")
            }
            documents = try container.decodeIfPresent([AlpacaBrokerAccountDocumentCodable].self, forKey: .documents)
            trustedContact = try container.decodeIfPresent(
                AlpacaBrokerAccountTrustedContactCodable.self, forKey: .trustedContact)
            accountType = try container.decodeIfPresent(AlpacaBrokerAccountTypeCodable.self, forKey: .accountType)
            accountSubType = try container.decodeIfPresent(String.self, forKey: .accountSubType)
            tradingConfigurations = try container.decodeIfPresent([String: JSON].self, forKey: .tradingConfigurations)
            kycResults = try container.decodeIfPresent([String: JSON].self, forKey: .kycResults)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(accountNumber, forKey: .accountNumber)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(cryptoStatus, forKey: .cryptoStatus)
            try container.encode(currency, forKey: .currency)
            try container.encodeAlpacaBrokerDecimal(lastEquity, forKey: .lastEquity)
            try container.encodeAlpacaBrokerDate(createdAt, forKey: .createdAt)
            try container.encode(contact, forKey: .contact)
            try container.encode(identity, forKey: .identity)
            try container.encode(disclosures, forKey: .disclosures)
            try container.encode(agreements, forKey: .agreements)
            try container.encodeIfPresent(documents, forKey: .documents)
            try container.encodeIfPresent(trustedContact, forKey: .trustedContact)
            try container.encodeIfPresent(accountType, forKey: .accountType)
            try container.encodeIfPresent(accountSubType, forKey: .accountSubType)
            try container.encodeIfPresent(tradingConfigurations, forKey: .tradingConfigurations)
            try container.encodeIfPresent(kycResults, forKey: .kycResults)
        }
    }

    struct AlpacaBrokerAccountContactCodable: Codable, Equatable, Sendable {
        let emailAddress: String
        let phoneNumber: String?
        let streetAddress: [String]
        let unit: String?
        let city: String
        let state: String?
        let postalCode: String?
        let country: String?

        enum CodingKeys: String, CodingKey {
            case emailAddress = "email_address"
            case phoneNumber = "phone_number"
            case streetAddress = "street_address"
            case unit
            case city
            case state
            case postalCode = "postal_code"
            case country
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            emailAddress = try container.decode(String.self, forKey: .emailAddress)
            guard emailAddress.dropFirst().dropLast().contains("@") && !emailAddress.contains(where: { $0.isNewline })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .emailAddress, in: container, debugDescription: "must match /.+@.+/")
            }
            phoneNumber = try container.decodeIfPresent(String.self, forKey: .phoneNumber)
            streetAddress = try container.decode([String].self, forKey: .streetAddress)
            unit = try container.decodeIfPresent(String.self, forKey: .unit)
            city = try container.decode(String.self, forKey: .city)
            state = try container.decodeIfPresent(String.self, forKey: .state)
            postalCode = try container.decodeIfPresent(String.self, forKey: .postalCode)
            country = try container.decodeIfPresent(String.self, forKey: .country)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct AlpacaBrokerAccountIdentityCodable: Codable, Equatable, Sendable {
        let givenName: String
        let middleName: String?
        let familyName: String
        let dateOfBirth: Date
        let taxIdType: String?
        let countryOfCitizenship: String?
        let countryOfBirth: String?
        let countryOfTaxResidence: String
        let fundingSource: [AlpacaBrokerAccountFundingSourceCodable]
        let visaType: String?
        let visaExpirationDate: Date?
        let dateOfDepartureFromUSA: Date?
        let permanentResident: Bool?

        enum CodingKeys: String, CodingKey {
            case givenName = "given_name"
            case middleName = "middle_name"
            case familyName = "family_name"
            case dateOfBirth = "date_of_birth"
            case taxIdType = "tax_id_type"
            case countryOfCitizenship = "country_of_citizenship"
            case countryOfBirth = "country_of_birth"
            case countryOfTaxResidence = "country_of_tax_residence"
            case fundingSource = "funding_source"
            case visaType = "visa_type"
            case visaExpirationDate = "visa_expiration_date"
            case dateOfDepartureFromUSA = "date_of_departure_from_usa"
            case permanentResident = "permanent_resident"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            givenName = try container.decode(String.self, forKey: .givenName)
            middleName = try container.decodeIfPresent(String.self, forKey: .middleName)
            familyName = try container.decode(String.self, forKey: .familyName)
            dateOfBirth = try container.alpacaBrokerDay(forKey: .dateOfBirth)
            taxIdType = try container.decodeIfPresent(String.self, forKey: .taxIdType)
            countryOfCitizenship = try container.decodeIfPresent(String.self, forKey: .countryOfCitizenship)
            if let countryOfCitizenship,
                !(countryOfCitizenship.count == 3 && countryOfCitizenship.allSatisfy({ $0.isASCII && $0.isUppercase }))
            {
                throw DecodingError.dataCorruptedError(
                    forKey: .countryOfCitizenship, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            countryOfBirth = try container.decodeIfPresent(String.self, forKey: .countryOfBirth)
            if let countryOfBirth,
                !(countryOfBirth.count == 3 && countryOfBirth.allSatisfy({ $0.isASCII && $0.isUppercase }))
            {
                throw DecodingError.dataCorruptedError(
                    forKey: .countryOfBirth, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            countryOfTaxResidence = try container.decode(String.self, forKey: .countryOfTaxResidence)
            guard countryOfTaxResidence.count == 3 && countryOfTaxResidence.allSatisfy({ $0.isASCII && $0.isUppercase })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .countryOfTaxResidence, in: container, debugDescription: "must match /[A-Z]{3}/")
            }
            fundingSource = try container.decode([AlpacaBrokerAccountFundingSourceCodable].self, forKey: .fundingSource)
            visaType = try container.decodeIfPresent(String.self, forKey: .visaType)
            visaExpirationDate = try container.alpacaBrokerDayIfPresent(forKey: .visaExpirationDate)
            dateOfDepartureFromUSA = try container.alpacaBrokerDayIfPresent(forKey: .dateOfDepartureFromUSA)
            permanentResident = try container.decodeIfPresent(Bool.self, forKey: .permanentResident)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(givenName, forKey: .givenName)
            try container.encodeIfPresent(middleName, forKey: .middleName)
            try container.encode(familyName, forKey: .familyName)
            try container.encodeAlpacaBrokerDay(dateOfBirth, forKey: .dateOfBirth)
            try container.encodeIfPresent(taxIdType, forKey: .taxIdType)
            try container.encodeIfPresent(countryOfCitizenship, forKey: .countryOfCitizenship)
            try container.encodeIfPresent(countryOfBirth, forKey: .countryOfBirth)
            try container.encode(countryOfTaxResidence, forKey: .countryOfTaxResidence)
            try container.encode(fundingSource, forKey: .fundingSource)
            try container.encodeIfPresent(visaType, forKey: .visaType)
            try container.encodeAlpacaBrokerDayIfPresent(visaExpirationDate, forKey: .visaExpirationDate)
            try container.encodeAlpacaBrokerDayIfPresent(dateOfDepartureFromUSA, forKey: .dateOfDepartureFromUSA)
            try container.encodeIfPresent(permanentResident, forKey: .permanentResident)
        }
    }

    struct AlpacaBrokerAccountDisclosuresCodable: Codable, Equatable, Sendable {
        let isControlPerson: Bool
        let isAffiliatedExchangeOrFinra: Bool
        let isPoliticallyExposed: Bool
        let immediateFamilyExposed: Bool
        let isDiscretionary: Bool

        enum CodingKeys: String, CodingKey {
            case isControlPerson = "is_control_person"
            case isAffiliatedExchangeOrFinra = "is_affiliated_exchange_or_finra"
            case isPoliticallyExposed = "is_politically_exposed"
            case immediateFamilyExposed = "immediate_family_exposed"
            case isDiscretionary = "is_discretionary"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            isControlPerson = try container.decode(Bool.self, forKey: .isControlPerson)
            isAffiliatedExchangeOrFinra = try container.decode(Bool.self, forKey: .isAffiliatedExchangeOrFinra)
            isPoliticallyExposed = try container.decode(Bool.self, forKey: .isPoliticallyExposed)
            immediateFamilyExposed = try container.decode(Bool.self, forKey: .immediateFamilyExposed)
            // @Default(false): a missing value or `null` is the default.
            isDiscretionary = try container.decodeIfPresent(Bool.self, forKey: .isDiscretionary) ?? false
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct AlpacaBrokerAccountAgreementCodable: Codable, Equatable, Sendable {
        let agreement: AlpacaBrokerAccountAgreementTypeCodable
        let signedAt: Date
        let ipAddress: String
        let revision: String?

        enum CodingKeys: String, CodingKey {
            case agreement
            case signedAt = "signed_at"
            case ipAddress = "ip_address"
            case revision
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            agreement = try container.decode(AlpacaBrokerAccountAgreementTypeCodable.self, forKey: .agreement)
            signedAt = try container.alpacaBrokerDate(forKey: .signedAt)
            ipAddress = try container.decode(String.self, forKey: .ipAddress)
            guard
                !ipAddress.isEmpty && ipAddress.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == "." || $0 == ":") })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .ipAddress, in: container, debugDescription: "must match /[0-9a-fA-F.:]+/")
            }
            revision = try container.decodeIfPresent(String.self, forKey: .revision)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(agreement, forKey: .agreement)
            try container.encodeAlpacaBrokerDate(signedAt, forKey: .signedAt)
            try container.encode(ipAddress, forKey: .ipAddress)
            try container.encodeIfPresent(revision, forKey: .revision)
        }
    }

    struct AlpacaBrokerAccountDocumentCodable: Codable, Equatable, Sendable {
        let id: UUID
        let documentType: String
        let documentSubType: String?
        let createdAt: Date

        enum CodingKeys: String, CodingKey {
            case id
            case documentType = "document_type"
            case documentSubType = "document_sub_type"
            case createdAt = "created_at"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(UUID.self, forKey: .id)
            documentType = try container.decode(String.self, forKey: .documentType)
            documentSubType = try container.decodeIfPresent(String.self, forKey: .documentSubType)
            createdAt = try container.alpacaBrokerDate(forKey: .createdAt)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(documentType, forKey: .documentType)
            try container.encodeIfPresent(documentSubType, forKey: .documentSubType)
            try container.encodeAlpacaBrokerDate(createdAt, forKey: .createdAt)
        }
    }

    struct AlpacaBrokerAccountTrustedContactCodable: Codable, Equatable, Sendable {
        let givenName: String
        let familyName: String
        let emailAddress: String?
        let phoneNumber: String?

        enum CodingKeys: String, CodingKey {
            case givenName = "given_name"
            case familyName = "family_name"
            case emailAddress = "email_address"
            case phoneNumber = "phone_number"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            givenName = try container.decode(String.self, forKey: .givenName)
            familyName = try container.decode(String.self, forKey: .familyName)
            emailAddress = try container.decodeIfPresent(String.self, forKey: .emailAddress)
            if let emailAddress,
                !(emailAddress.dropFirst().dropLast().contains("@") && !emailAddress.contains(where: { $0.isNewline }))
            {
                throw DecodingError.dataCorruptedError(
                    forKey: .emailAddress, in: container, debugDescription: "must match /.+@.+/")
            }
            phoneNumber = try container.decodeIfPresent(String.self, forKey: .phoneNumber)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        fileprivate func alpacaBrokerDate(forKey key: Key) throws -> Date {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.alpacaBrokerHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// A calendar day, `yyyy-MM-dd`, as midnight UTC, as `DateFormat(pattern: "yyyy-MM-dd")` reads it.
        fileprivate func alpacaBrokerDay(forKey key: Key) throws -> Date {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.alpacaBrokerDay(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a date in the format yyyy-MM-dd")
            }
            return value
        }

        /// A calendar day, `yyyy-MM-dd`, as midnight UTC, as `DateFormat(pattern: "yyyy-MM-dd")` reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func alpacaBrokerDayIfPresent(forKey key: Key) throws -> Date? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.alpacaBrokerDay(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a date in the format yyyy-MM-dd")
            }
            return value
        }

        /// A number in a JSON string, exactly, as `Mappers.number(Decimal.self)` reads it.
        fileprivate func alpacaBrokerDecimal(forKey key: Key) throws -> Decimal {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.alpacaBrokerIsNumberText(text) ? Decimal(string: text) : nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a number in JSON syntax")
            }
            return value
        }

        /// `yyyy-MM-dd` as midnight UTC (a one-digit month or day too, as `DateFormatter` reads them), or
        /// `nil` when it is not a day of the Gregorian calendar.
        fileprivate static func alpacaBrokerDay(from text: String) -> Date? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, (1...4).contains(parts[0].count), (1...2).contains(parts[1].count),
                (1...2).contains(parts[2].count),
                parts.allSatisfy({ $0.allSatisfy({ $0.isASCII && $0.isNumber }) }),
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
            else {
                return nil
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            let components = DateComponents(year: year, month: month, day: day)
            guard components.isValidDate(in: calendar) else { return nil }
            return calendar.date(from: components)
        }

        /// Whether the calendar fields of `text` (`yyyy-MM-dd`, then `THH:mm:ss` when it goes on) are in range:
        /// Foundation's ISO 8601 parser rolls `02-30` over into March, where Hydrant's rejects it.
        fileprivate static func alpacaBrokerHasValidFields(_ text: String) -> Bool {
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
        fileprivate static func alpacaBrokerIsNumberText(_ text: String) -> Bool {
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
        fileprivate mutating func encodeAlpacaBrokerDate(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(.iso8601), forKey: key)
        }

        /// Writes a calendar day, `yyyy-MM-dd`, in UTC.
        fileprivate mutating func encodeAlpacaBrokerDay(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(Date.ISO8601FormatStyle().year().month().day()), forKey: key)
        }

        fileprivate mutating func encodeAlpacaBrokerDayIfPresent(_ value: Date?, forKey key: Key) throws {
            if let value { try encodeAlpacaBrokerDay(value, forKey: key) }
        }

        /// Writes a number as a JSON string.
        fileprivate mutating func encodeAlpacaBrokerDecimal(_ value: Decimal, forKey key: Key) throws {
            try encode(value.description, forKey: key)
        }
    }
#endif
