// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacrosPlugin
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacroExpansion
    import SwiftSyntaxMacrosGenericTestSupport
    import Testing

    /// What `@Mappable` writes, and what it rejects: expansion tests with swift-syntax's test support.
    @Suite("@Mappable expansions and diagnostics")
    struct ExpansionTests {
        static let macros: [String: MacroSpec] = [
            "Mappable": MacroSpec(type: MappableMacro.self, conformances: ["MapperProvider"]),
            "Key": MacroSpec(type: KeyMacro.self),
            "Alias": MacroSpec(type: AliasMacro.self),
            "Default": MacroSpec(type: DefaultMacro.self),
            "Sensitive": MacroSpec(type: SensitiveMacro.self),
            "Validate": MacroSpec(type: ValidateMacro.self),
            "Map": MacroSpec(type: MapMacro.self),
            "DecodeOnly": MacroSpec(type: DecodeOnlyMacro.self),
            "EncodeOnly": MacroSpec(type: EncodeOnlyMacro.self),
            "NilValues": MacroSpec(type: NilValuesMacro.self),
        ]

        /// Runs swift-syntax's expansion check and records its failures as issues.
        static func expect(
            _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            assertMacroExpansion(
                source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                failureHandler: { failure in
                    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
                })
        }

        @Test func everyAttributeAndTheKeyStrategy() {
            Self.expect(
                """
                @Mappable(keys: .snakeCase)
                public struct Person {
                    @Key("given_name") let firstName: String
                    @Default(0) let age: Int
                    @Sensitive let password: String
                    @Sensitive var nickname: String?
                    let userID: Int
                    let kind = "person"
                    var full: String { firstName }
                }
                """,
                expands: """
                    public struct Person {
                        let firstName: String
                        let age: Int
                        let password: String
                        var nickname: String?
                        let userID: Int
                        let kind = "person"
                        var full: String { firstName }
                    }

                    extension Person: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        public static let mapper = Mappers.object({
                                Person(hydrantFields: $0, $1, $2, $3, $4)
                            }) {
                            Field("given_name", \\.firstName)
                            Field("age", \\.age, Mappers.defaulted(Mappers.automatic(Int.self), to: 0))
                            Field("password", \\.password, Mappers.automatic(String.self).sensitive())
                            Field("nickname", \\.nickname, Mappers.automatic(String.self).sensitive())
                            Field("user_id", \\.userID)
                        }
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Person.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Person.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields firstName: String, _ age: Int, _ password: String, _ nickname: String?, _ userID: Int) {
                            self.firstName = firstName
                            self.age = age
                            self.password = password
                            self.nickname = nickname
                            self.userID = userID
                        }

                        private static let hydrantMapper1 = Mappers.field(Int.self, Mappers.defaulted(Mappers.automatic(Int.self), to: 0))
                        private static let hydrantMapper2 = Mappers.field(String.self, Mappers.automatic(String.self).sensitive())
                        private static let hydrantMapper3 = Mappers.field(String?.self, Mappers.automatic(String.self).sensitive())

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Person {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMember2: JSONNode? = nil
                            var hydrantMember3: JSONNode? = nil
                            var hydrantMember4: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 3:
                                    if hydrantMembers.keyIs("age") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    }
                                case 7:
                                    if hydrantMembers.keyIs("user_id") {
                                        if hydrantMember4 == nil {
                                            hydrantMember4 = hydrantMembers.value
                                        }
                                    }
                                case 8:
                                    if hydrantMembers.keyIs("password") {
                                        if hydrantMember2 == nil {
                                            hydrantMember2 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("nickname") {
                                        if hydrantMember3 == nil {
                                            hydrantMember3 = hydrantMembers.value
                                        }
                                    }
                                case 10:
                                    if hydrantMembers.keyIs("given_name") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, with: Person.hydrantMapper1, context: &hydrantContext)
                            }
                            let hydrant2 = reading.value(2, hydrantMember2) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, with: Person.hydrantMapper2, context: &hydrantContext)
                            }
                            let hydrant3 = reading.value(3, hydrantMember3) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String?.self, with: Person.hydrantMapper3, context: &hydrantContext)
                            }
                            let hydrant4 = reading.value(4, hydrantMember4) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1, let hydrant2, let hydrant3, let hydrant4 else {
                                throw reading.incomplete()
                            }
                            return Person(hydrantFields: hydrant0, hydrant1, hydrant2, hydrant3, hydrant4)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Person, _ writing: inout ObjectWriting) {
                            writing.write(0, model.firstName) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.age) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Int.self, with: Person.hydrantMapper1, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(2, model.password) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, with: Person.hydrantMapper2, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(3, model.nickname) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String?.self, with: Person.hydrantMapper3, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(4, model.userID) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Int.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
        }

        /// A property's doc comment becomes its field's description in JSON Schemas: `///` lines
        /// joined into paragraphs, a `/** */` block without its stars, in a raw literal when it has
        /// quotes; a plain
        /// comment is not documentation.
        @Test func docCommentsBecomeDescriptions() {
            Self.expect(
                """
                @Mappable
                struct Pet {
                    /// The pet's name,
                    /// as its owner says it.
                    ///
                    /// Not "Rex".
                    @Key("pet_name") let name: String
                    /**
                     * Years since birth.
                     */
                    let age: Int
                    // Not documentation.
                    let tag: String
                }
                """,
                expands: """
                    struct Pet {
                        /// The pet's name,
                        /// as its owner says it.
                        ///
                        /// Not "Rex".
                        let name: String
                        /**
                         * Years since birth.
                         */
                        let age: Int
                        // Not documentation.
                        let tag: String
                    }

                    extension Pet: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Pet(hydrantFields: $0, $1, $2)
                            }) {
                            Field("pet_name", \\.name).described(#"The pet's name, as its owner says it.\\#n\\#nNot "Rex"."#)
                            Field("age", \\.age).described("Years since birth.")
                            Field("tag", \\.tag)
                        }
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Pet.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Pet.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields name: String, _ age: Int, _ tag: String) {
                            self.name = name
                            self.age = age
                            self.tag = tag
                        }

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Pet {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMember2: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 3:
                                    if hydrantMembers.keyIs("age") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("tag") {
                                        if hydrantMember2 == nil {
                                            hydrantMember2 = hydrantMembers.value
                                        }
                                    }
                                case 8:
                                    if hydrantMembers.keyIs("pet_name") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, context: &hydrantContext)
                            }
                            let hydrant2 = reading.value(2, hydrantMember2) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1, let hydrant2 else {
                                throw reading.incomplete()
                            }
                            return Pet(hydrantFields: hydrant0, hydrant1, hydrant2)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Pet, _ writing: inout ObjectWriting) {
                            writing.write(0, model.name) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.age) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Int.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(2, model.tag) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
        }

        @Test func validationMappersAndDecodeOnly() {
            Self.expect(
                """
                @Mappable
                struct Account {
                    @Validate(.minLength(2), .maxLength(8)) let name: String
                    @Map(Mappers.date(.rfc3339)) @Sensitive let joined: Date
                    @DecodeOnly let password: String
                    @DecodeOnly @Map(oneWay) let code: Int
                }
                """,
                expands: """
                    struct Account {
                        let name: String
                        let joined: Date
                        let password: String
                        let code: Int
                    }

                    extension Account: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Account(hydrantFields: $0, $1, $2, $3)
                            }) {
                            Field("name", \\.name).validated(.minLength(2), .maxLength(8))
                            Field("joined", \\.joined, (Mappers.date(.rfc3339)).sensitive())
                            Field("password", \\.password).decodeOnly()
                            Field("code", \\.code, decoding: oneWay)
                        }
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Account.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Account.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields name: String, _ joined: Date, _ password: String, _ code: Int) {
                            self.name = name
                            self.joined = joined
                            self.password = password
                            self.code = code
                        }

                        private static let hydrantMapper1 = Mappers.field(Date.self, (Mappers.date(.rfc3339)).sensitive())
                        private static let hydrantRules0 = Mappers.validate(String.self, .minLength(2), .maxLength(8))

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Account {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMember2: JSONNode? = nil
                            var hydrantMember3: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("name") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("code") {
                                        if hydrantMember3 == nil {
                                            hydrantMember3 = hydrantMembers.value
                                        }
                                    }
                                case 6:
                                    if hydrantMembers.keyIs("joined") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    }
                                case 8:
                                    if hydrantMembers.keyIs("password") {
                                        if hydrantMember2 == nil {
                                            hydrantMember2 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try Account.hydrantRules0.map(ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext), context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Date.self, with: Account.hydrantMapper1, context: &hydrantContext)
                            }
                            let hydrant2 = reading.value(2, hydrantMember2) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant3 = reading.value(3, hydrantMember3) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, decoding: oneWay, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1, let hydrant2, let hydrant3 else {
                                throw reading.incomplete()
                            }
                            return Account(hydrantFields: hydrant0, hydrant1, hydrant2, hydrant3)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Account, _ writing: inout ObjectWriting) {
                            writing.write(0, model.name) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(Account.hydrantRules0.reversed.map(hydrantValue, context: &hydrantContext), as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.joined) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Date.self, with: Account.hydrantMapper1, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
            Self.expect(
                """
                @Mappable
                struct Account {
                    @Key("a") @Key("b") let name: String
                }
                """,
                expands: """
                    struct Account {
                        let name: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Key is given twice", line: 3, column: 15, fixIts: [FixItSpec(message: "Remove @Key")]
                    )
                ])
        }

        @Test func enumsUnmappedKeysAndEncodeOnly() {
            Self.expect(
                """
                @Mappable
                public enum Status: String {
                    case on, off
                }
                """,
                expands: """
                    public enum Status: String {
                        case on, off
                    }

                    extension Status: MapperProvider {
                        /// The mapper `@Mappable` wrote for this type: through its raw values.
                        public static let mapper = Mappers.rawValue(Status.self)
                    }
                    """)
            Self.expect(
                """
                @Mappable(unmappedKeys: .reject)
                struct Member {
                    let name: String
                    @EncodeOnly var upper: String { name.uppercased() }
                }
                """,
                expands: """
                    struct Member {
                        let name: String
                        var upper: String { name.uppercased() }
                    }

                    extension Member: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Member(hydrantFields: $0)
                            }) {
                            Field("name", \\.name)
                            Field("upper", \\.upper).encodeOnly()
                        } .unmappedKeys(.reject)
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Member.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Member.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields name: String) {
                            self.name = name
                        }

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Member {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("name") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0 else {
                                throw reading.incomplete()
                            }
                            return Member(hydrantFields: hydrant0)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Member, _ writing: inout ObjectWriting) {
                            writing.write(0, model.name) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.upper) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
            Self.expect(
                """
                @Mappable
                enum Shape {
                    case circle(Double)
                }
                """,
                expands: """
                    enum Shape {
                        case circle(Double)
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "@Mappable on an enum needs raw values (enum E: String); map cases with values with Mappers.dispatch",
                        line: 1, column: 1)
                ])
            Self.expect(
                """
                @Mappable
                struct Member {
                    @EncodeOnly let name: String
                }
                """,
                expands: """
                    struct Member {
                        let name: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "@EncodeOnly property 'name' is never read, so it needs a value: give it one, or make it computed",
                        line: 3, column: 21)
                ])
        }

        /// A struct's `var` with an initial value takes it as its default, quietly when absent; a `let`
        /// with a value is not mapped, an optional's `nil` is what it maps to anyway, `@Default` wins.
        @Test func nilValuesForTheTypeAndForAProperty() {
            Self.expect(
                """
                @Mappable(nilValues: .writeNull)
                struct Patch {
                    let title: String?
                    @NilValues(.omit) let body: String?
                }
                """,
                expands: """
                    struct Patch {
                        let title: String?
                        let body: String?
                    }

                    extension Patch: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Patch(hydrantFields: $0, $1)
                            }) {
                            Field("title", \\.title)
                            Field("body", \\.body).nilValues(.omit)
                        } .nilValues(.writeNull)
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Patch.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Patch.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields title: String?, _ body: String?) {
                            self.title = title
                            self.body = body
                        }

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Patch {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("body") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    }
                                case 5:
                                    if hydrantMembers.keyIs("title") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String?.self, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String?.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1 else {
                                throw reading.incomplete()
                            }
                            return Patch(hydrantFields: hydrant0, hydrant1)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Patch, _ writing: inout ObjectWriting) {
                            writing.write(0, model.title) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String?.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.body) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String?.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
        }

        @Test func initialValuesAreDefaults() {
            Self.expect(
                """
                @Mappable
                struct Pull {
                    var draft: Bool = false
                    @Default(1) var page: Int = 0
                    var note: String? = nil
                    let kind = "pull"
                }
                """,
                expands: """
                    struct Pull {
                        var draft: Bool = false
                        var page: Int = 0
                        var note: String? = nil
                        let kind = "pull"
                    }

                    extension Pull: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Pull(hydrantFields: $0, $1, $2)
                            }) {
                            Field("draft", \\.draft, Mappers.defaulted(Mappers.automatic(Bool.self), to: false))
                            Field("page", \\.page, Mappers.defaulted(Mappers.automatic(Int.self), to: 1))
                            Field("note", \\.note)
                        }
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try Pull.hydrantRead(&hydrantReading, &hydrantContext)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Pull.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields draft: Bool, _ page: Int, _ note: String?) {
                            self.draft = draft
                            self.page = page
                            self.note = note
                        }

                        private static let hydrantMapper0 = Mappers.field(Bool.self, Mappers.defaulted(Mappers.automatic(Bool.self), to: false))
                        private static let hydrantMapper1 = Mappers.field(Int.self, Mappers.defaulted(Mappers.automatic(Int.self), to: 1))

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Pull {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMember2: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("page") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("note") {
                                        if hydrantMember2 == nil {
                                            hydrantMember2 = hydrantMembers.value
                                        }
                                    }
                                case 5:
                                    if hydrantMembers.keyIs("draft") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Bool.self, with: Pull.hydrantMapper0, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, with: Pull.hydrantMapper1, context: &hydrantContext)
                            }
                            let hydrant2 = reading.value(2, hydrantMember2) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String?.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1, let hydrant2 else {
                                throw reading.incomplete()
                            }
                            return Pull(hydrantFields: hydrant0, hydrant1, hydrant2)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Pull, _ writing: inout ObjectWriting) {
                            writing.write(0, model.draft) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Bool.self, with: Pull.hydrantMapper0, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.page) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Int.self, with: Pull.hydrantMapper1, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(2, model.note) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String?.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
        }

        @Test func classes() {
            Self.expect(
                """
                @Mappable(keys: .snakeCase)
                public final class User {
                    public var firstName: String = ""
                    var friends: [User] = []
                    public init() {}
                }
                """,
                expands: """
                    public final class User {
                        public var firstName: String = ""
                        var friends: [User] = []
                        public init() {}
                    }

                    extension User: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type: a new instance from
                        /// `init()`, then every mapped property assigned.
                        public static let mapper = Mappers.recursive { (hydrantSelf: Mappers.Recursive<User>) in
                            Mappers.object(factory: {
                                    User()
                                }) {
                                    Field("first_name", \\.firstName)
                                    Field("friends", \\.friends, Mappers.array(of: hydrantSelf))
                                }
                        }
                    }
                    """)
        }

        @Test func recursiveTypes() {
            Self.expect(
                """
                @Mappable
                struct Comment {
                    let text: String
                    let replies: [Comment]
                }
                """,
                expands: """
                    struct Comment {
                        let text: String
                        let replies: [Comment]
                    }

                    extension Comment: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.recursive { (hydrantSelf: Mappers.Recursive<Comment>) in
                            Mappers.object({
                                    Comment(hydrantFields: $0, $1)
                                }) {
                                    Field("text", \\.text)
                                    Field("replies", \\.replies, Mappers.array(of: hydrantSelf))
                                }
                            .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                                try Comment.hydrantRead(&hydrantReading, &hydrantContext)
                            }
                            .writingDirectly { (hydrantModel, hydrantWriting) in
                                Comment.hydrantWrite(hydrantModel, &hydrantWriting)
                            }
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields text: String, _ replies: [Comment]) {
                            self.text = text
                            self.replies = replies
                        }

                        private static let hydrantMapper1 = Mappers.field([Comment].self, Mappers.array(of: Comment.mapper))

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Comment {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("text") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                case 7:
                                    if hydrantMembers.keyIs("replies") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: [Comment].self, with: Comment.hydrantMapper1, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1 else {
                                throw reading.incomplete()
                            }
                            return Comment(hydrantFields: hydrant0, hydrant1)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Comment, _ writing: inout ObjectWriting) {
                            writing.write(0, model.text) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.replies) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: [Comment].self, with: Comment.hydrantMapper1, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
            Self.expect(
                """
                @Mappable
                struct Comment {
                    let grid: [[Comment]]
                }
                """,
                expands: """
                    struct Comment {
                        let grid: [[Comment]]
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "@Mappable maps a property of the type's own type as Comment?, [Comment], [String: Comment] or Set<Comment> "
                            + "(or an optional of them); give 'grid' a mapper with @Map",
                        line: 3, column: 9)
                ])
        }

        @Test func misuseIsDiagnosed() {
            Self.expect(
                """
                @Mappable
                final class Person {
                    let name: String
                }
                """,
                expands: """
                    final class Person {
                        let name: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "a class's mapped properties are assigned after init(): make 'name' a var", line: 3,
                        column: 9)
                ])
            Self.expect(
                """
                @Mappable
                protocol Named {}
                """,
                expands: """
                    protocol Named {}
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Mappable applies to structs, classes and raw-value enums", line: 1, column: 1)
                ])
            Self.expect(
                """
                @Mappable
                struct Person {
                    var name = "x"
                    @Key("a") let first: String
                    @Key("a") let second: String
                    @Key("b") static let third = 3
                }
                """,
                expands: """
                    struct Person {
                        var name = "x"
                        let first: String
                        let second: String
                        static let third = 3
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Mappable needs the type of 'name' written out: a macro cannot infer it", line: 3,
                        column: 9),
                    DiagnosticSpec(
                        message: "@Key applies to stored properties, not to static ones", line: 6, column: 5,
                        fixIts: [FixItSpec(message: "Remove @Key")]),
                ])
            Self.expect(
                """
                @Mappable
                struct Person {
                    @Key("a") let first: String
                    @Key("a") let second: String
                }
                """,
                expands: """
                    struct Person {
                        let first: String
                        let second: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(message: "'second' and 'first' have the same key \"a\"", line: 4, column: 19)
                ])
            Self.expect(
                """
                @Key("a") func name() {}
                """,
                expands: """
                    func name() {}
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Key applies to stored properties of a @Mappable struct", line: 1, column: 1,
                        fixIts: [FixItSpec(message: "Remove @Key")])
                ])
        }

        @Test func aliasesAndACustomKeyStrategy() {
            Self.expect(
                """
                @Mappable(keys: .custom { $0.uppercased() })
                struct Legacy {
                    @Alias("ID", "identifier") let id: Int
                    @Key("note") @Alias("comment") let remark: String?
                    let name: String
                }
                """,
                expands: """
                    struct Legacy {
                        let id: Int
                        let remark: String?
                        let name: String
                    }

                    extension Legacy: MapperProvider {
                        /// How `@Mappable` names this type's keys.
                        fileprivate static let hydrantKeys: MappableKeys = .custom {
                            $0.uppercased()
                        }

                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                Legacy(hydrantFields: $0, $1, $2)
                            }) {
                            Field(Accessors.firstPresent(Legacy.hydrantKeys.key(for: "id"), "ID", "identifier"), \\.id, Mappers.automatic(Int.self))
                            Field(Accessors.firstPresent("note", "comment"), \\.remark, Mappers.automatic(String.self))
                            Field(Legacy.hydrantKeys.key(for: "name"), \\.name)
                        }
                        .writingDirectly { (hydrantModel, hydrantWriting) in
                            Legacy.hydrantWrite(hydrantModel, &hydrantWriting)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields id: Int, _ remark: String?, _ name: String) {
                            self.id = id
                            self.remark = remark
                            self.name = name
                        }

                        private static let hydrantMapper0 = Mappers.field(Int.self, Mappers.automatic(Int.self))
                        private static let hydrantMapper1 = Mappers.field(String?.self, Mappers.automatic(String.self))

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Legacy, _ writing: inout ObjectWriting) {
                            writing.write(0, model.id) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Int.self, with: Legacy.hydrantMapper0, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model.remark) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String?.self, with: Legacy.hydrantMapper1, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(2, model.name) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
            Self.expect(
                """
                @Mappable
                struct Person {
                    @Alias() let last: String
                    @Alias("") let first: String
                }
                """,
                expands: """
                    struct Person {
                        let last: String
                        let first: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(message: "@Alias takes one or more non-empty string literals", line: 3, column: 5),
                    DiagnosticSpec(message: "@Alias takes one or more non-empty string literals", line: 4, column: 5),
                ])
            Self.expect(
                """
                @Mappable(keys: .snakeCase)
                struct Person {
                    let firstName: String
                    @Alias("first_name") let givenName: String
                    @Alias("x", "x") let other: String
                }
                """,
                expands: """
                    struct Person {
                        let firstName: String
                        let givenName: String
                        let other: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "'givenName' and 'firstName' have the same key \"first_name\"", line: 4, column: 30),
                    DiagnosticSpec(message: "'other' has the key \"x\" twice", line: 5, column: 26),
                ])
        }

        @Test func anIndirectPropertyMapsItsStorage() {
            Self.expect(
                """
                @Mappable(keys: .snakeCase)
                struct Thread {
                    let text: String
                    @Indirect var quotedThread: Thread?
                }
                """,
                expands: """
                    struct Thread {
                        let text: String
                        @Indirect var quotedThread: Thread?
                    }

                    extension Thread: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.recursive { (hydrantSelf: Mappers.Recursive<Thread>) in
                            Mappers.object({
                                    Thread(hydrantFields: $0, $1)
                                }) {
                                    Field("text", \\.text)
                                    Field("quoted_thread", \\Thread._quotedThread, Mappers.indirect(hydrantSelf))
                                }
                            .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                                try Thread.hydrantRead(&hydrantReading, &hydrantContext)
                            }
                            .writingDirectly { (hydrantModel, hydrantWriting) in
                                Thread.hydrantWrite(hydrantModel, &hydrantWriting)
                            }
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields text: String, _ quotedThread: Indirect<Thread>) {
                            self.text = text
                            self._quotedThread = quotedThread
                        }

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> Thread {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 4:
                                    if hydrantMembers.keyIs("text") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    }
                                case 13:
                                    if hydrantMembers.keyIs("quoted_thread") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Indirect<Thread>.self, with: Mappers.indirect(Thread.mapper), context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1 else {
                                throw reading.incomplete()
                            }
                            return Thread(hydrantFields: hydrant0, hydrant1)
                        }

                        /// Writes one object as text for `mapper`, as its fields write it.
                        private static func hydrantWrite(_ model: borrowing Thread, _ writing: inout ObjectWriting) {
                            writing.write(0, model.text) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: String.self, to: &hydrantOutput, context: &hydrantContext)
                            }
                            writing.write(1, model._quotedThread) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                                try ObjectWriting.write(hydrantValue, as: Indirect<Thread>.self, with: Mappers.indirect(Thread.mapper), to: &hydrantOutput, context: &hydrantContext)
                            }
                        }
                    }
                    """)
        }

        @Test func defaultsThatCannotBeValuesOfTheType() {
            Self.expect(
                """
                @Mappable
                struct Settings {
                    @Default("none") let size: Int
                    @Default(1.5) let count: Int
                    @Default(nil) let name: String
                    @Default(-1) let offset: Double
                    @Default(nil) let nickname: String?
                    @Default(Theme.dark) let theme: Theme
                }
                """,
                expands: """
                    struct Settings {
                        let size: Int
                        let count: Int
                        let name: String
                        let offset: Double
                        let nickname: String?
                        let theme: Theme
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "a string literal cannot be the default of 'size', of type 'Int'", line: 3, column: 14),
                    DiagnosticSpec(
                        message: "a floating-point literal cannot be the default of 'count', of type 'Int'", line: 4,
                        column: 14),
                    DiagnosticSpec(
                        message: "'nil' cannot be the default of 'name', of non-optional type 'String'", line: 5,
                        column: 14
                    ),
                ])
        }

        @Test func validationRulesForAnotherType() {
            Self.expect(
                """
                @Mappable
                struct Account {
                    @Validate(.minLength(2)) let age: Int
                    @Validate(.matches("^[a-z]+$")) let count: Int
                    @Validate(.range(0...150)) let name: String
                    @Validate(.min(true)) let flag: Bool
                    @Validate(.ifPresent(.maxLength(3))) let code: String
                    @Validate(.required) let id: Int
                    @Validate(.oneOf(["a", "b"])) let level: Int
                    @Validate(.ifPresent(.length(in: 1...3)), .range(1.5...2)) let score: Double?
                }
                """,
                expands: """
                    struct Account {
                        let age: Int
                        let count: Int
                        let name: String
                        let flag: Bool
                        let code: String
                        let id: Int
                        let level: Int
                        let score: Double?
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "rule 'minLength' cannot validate 'age' of type 'Int': it applies to strings and collections",
                        line: 3, column: 15),
                    DiagnosticSpec(
                        message: "rule 'matches' cannot validate 'count' of type 'Int': it applies to strings", line: 4,
                        column: 15),
                    DiagnosticSpec(
                        message:
                            "rule 'range' cannot validate 'name' of type 'String': an integer literal is not a value of it",
                        line: 5, column: 15),
                    DiagnosticSpec(
                        message: "rule 'min' cannot validate 'flag' of type 'Bool': its values are not ordered",
                        line: 6,
                        column: 15),
                    DiagnosticSpec(
                        message:
                            "rule 'ifPresent' cannot validate 'code' of type 'String': it applies to optional properties",
                        line: 7, column: 15,
                        fixIts: [FixItSpec(message: "Validate the value itself")]),
                    DiagnosticSpec(
                        message:
                            "rule 'required' cannot validate 'id' of type 'Int': it applies to optional properties",
                        line: 8, column: 15),
                    DiagnosticSpec(
                        message:
                            "rule 'oneOf' cannot validate 'level' of type 'Int': a string literal is not a value of it",
                        line: 9, column: 15),
                    DiagnosticSpec(
                        message:
                            "rule 'length' cannot validate 'score' of type 'Double': it applies to strings and collections",
                        line: 10, column: 26),
                ])
        }

        @Test func theRestOfTheMisuses() {
            Self.expect(
                """
                @Mappable
                struct Box<Value> {
                    let value: Value
                }
                """,
                expands: """
                    struct Box<Value> {
                        let value: Value
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Mappable does not support generic types yet; write the mapper with Mappers.object",
                        line: 1, column: 1)
                ])
            Self.expect(
                """
                @Mappable
                struct Person {
                    @Key("") let name: String
                    @Key("a") var full: String { name }
                    @Key("b") let x, y: Int
                    @EncodeOnly @Default(1) var count: Int { 1 }
                }
                """,
                expands: """
                    struct Person {
                        let name: String
                        var full: String { name }
                        let x, y: Int
                        var count: Int { 1 }
                    }
                    """,
                diagnostics: [
                    // The compiler's own, as swift-syntax expands peer macros.
                    DiagnosticSpec(message: "peer macro can only be applied to a single variable", line: 5, column: 5),
                    DiagnosticSpec(message: "@Key takes a non-empty string literal", line: 3, column: 5),
                    DiagnosticSpec(
                        message:
                            "@Key applies to stored properties; 'full' is computed (mark it @EncodeOnly to write it)",
                        line: 4, column: 5,
                        fixIts: [FixItSpec(message: "Remove @Key")]),
                    DiagnosticSpec(
                        message: "@Key applies to one property; declare the properties one by one", line: 5, column: 5),
                    DiagnosticSpec(
                        message: "@Default is about reading; an @EncodeOnly property is never read", line: 6,
                        column: 17,
                        fixIts: [FixItSpec(message: "Remove @Default")]),
                ])
        }

        @Test func attributesOutsideAMappableType() {
            Self.expect(
                """
                struct Plain {
                    @Key("a") let name: String
                    @Sensitive let password: String
                }
                """,
                expands: """
                    struct Plain {
                        let name: String
                        let password: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Key has no effect outside a @Mappable type", line: 2, column: 5,
                        fixIts: [FixItSpec(message: "Remove @Key")]),
                    DiagnosticSpec(
                        message: "@Sensitive has no effect outside a @Mappable type", line: 3, column: 5,
                        fixIts: [FixItSpec(message: "Remove @Sensitive")]),
                ])
        }

        /// The expansion "Mapping with Macros" shows is the macro's, verbatim.
        /// `Any` has no mapper: the diagnostic names `JSON`, the free-form type, and offers it.
        @Test func freeFormAnyNamesJSON() {
            Self.expect(
                """
                @Mappable
                struct Event {
                    let metadata: [String: Any]
                    let tags: [Any]?
                    @Map(Mappers.closure { (json: JSON) in json.description }) let raw: String
                }
                """,
                expands: """
                    struct Event {
                        let metadata: [String: Any]
                        let tags: [Any]?
                        let raw: String
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "'metadata' is '[String: Any]', which no mapper reads: free-form JSON is 'JSON' ('[String: JSON]' for an object, '[JSON]' for an array)",
                        line: 3, column: 19, fixIts: [FixItSpec(message: "Use '[String: JSON]'")]),
                    DiagnosticSpec(
                        message:
                            "'tags' is '[Any]?', which no mapper reads: free-form JSON is 'JSON' ('[String: JSON]' for an object, '[JSON]' for an array)",
                        line: 4, column: 15, fixIts: [FixItSpec(message: "Use '[JSON]?'")]),
                ])
        }

        @Test func theArticlesExpansionIsTheMacros() throws {
            let article = try String(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../Sources/Hydrant/Hydrant.docc/MappingWithMacros.md"), encoding: .utf8)
            func block(after marker: String) throws -> String {
                let start = try #require(article.range(of: marker))
                let open = try #require(article.range(of: "```swift\n", range: start.upperBound..<article.endIndex))
                let close = try #require(article.range(of: "\n```", range: open.upperBound..<article.endIndex))
                return String(article[open.upperBound..<close.lowerBound])
            }
            let source = try block(after: "\nFor\n")
            let expansion = try block(after: "`@Mappable` adds this extension")
            let declaration = source.replacingOccurrences(of: "@Mappable(keys: .snakeCase)\n", with: "")
                .replacingOccurrences(of: "@Key(\"given_name\") ", with: "").replacingOccurrences(
                    of: "@Default(0) ", with: ""
                )
                .replacingOccurrences(of: "@Sensitive ", with: "").replacingOccurrences(
                    of: "@Validate(.minLength(8)) ", with: ""
                )
                .replacingOccurrences(of: "@EncodeOnly ", with: "")
            Self.expect(source, expands: declaration + "\n\n" + expansion)
        }

        /// Every field kind is read by the direct reader: `hydrantRead` reads each property with its
        /// field's mapper (`reading.value`), and the mapping reads documents with it.
        @Test func everyFieldKindIsReadDirectly() {
            Self.expect(
                """
                @Mappable(keys: .snakeCase)
                struct EveryKind {
                    @Validate(.minLength(2)) let name: String
                    @Default(0) let count: Int
                    @Sensitive let secret: String
                    @Alias("ident") let id: Int
                    @Key("meta.source") let source: String
                    let status: Status
                    let created: Date
                    @Map(Mappers.date(unit: .seconds)) let updated: Date
                    let homepage: URL
                    let uuid: UUID
                    let price: Decimal
                    let address: Address
                    let tags: [String]
                    let roles: Set<String>
                    let counts: [String: Int]
                    let extra: JSON
                    let note: String?
                }
                """,
                expands: """
                    struct EveryKind {
                        let name: String
                        let count: Int
                        let secret: String
                        let id: Int
                        let source: String
                        let status: Status
                        let created: Date
                        let updated: Date
                        let homepage: URL
                        let uuid: UUID
                        let price: Decimal
                        let address: Address
                        let tags: [String]
                        let roles: Set<String>
                        let counts: [String: Int]
                        let extra: JSON
                        let note: String?
                    }

                    extension EveryKind: MapperProvider {
                        /// The explicit mapper `@Mappable` wrote for this type.
                        static let mapper = Mappers.object({
                                EveryKind(hydrantFields: $0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
                            }) {
                            Field("name", \\.name).validated(.minLength(2))
                            Field("count", \\.count, Mappers.defaulted(Mappers.automatic(Int.self), to: 0))
                            Field("secret", \\.secret, Mappers.automatic(String.self).sensitive())
                            Field(Accessors.firstPresent("id", "ident"), \\.id, Mappers.automatic(Int.self))
                            Field("meta.source", \\.source)
                            Field("status", \\.status)
                            Field("created", \\.created)
                            Field("updated", \\.updated, Mappers.date(unit: .seconds))
                            Field("homepage", \\.homepage)
                            Field("uuid", \\.uuid)
                            Field("price", \\.price)
                            Field("address", \\.address)
                            Field("tags", \\.tags)
                            Field("roles", \\.roles)
                            Field("counts", \\.counts)
                            Field("extra", \\.extra)
                            Field("note", \\.note)
                        }
                        .readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in
                            try EveryKind.hydrantRead(&hydrantReading, &hydrantContext)
                        }

                        /// Assigns every mapped property; the initializer of `mapper`.
                        private init(hydrantFields name: String, _ count: Int, _ secret: String, _ id: Int, _ source: String, _ status: Status, _ created: Date, _ updated: Date, _ homepage: URL, _ uuid: UUID, _ price: Decimal, _ address: Address, _ tags: [String], _ roles: Set<String>, _ counts: [String: Int], _ extra: JSON, _ note: String?) {
                            self.name = name
                            self.count = count
                            self.secret = secret
                            self.id = id
                            self.source = source
                            self.status = status
                            self.created = created
                            self.updated = updated
                            self.homepage = homepage
                            self.uuid = uuid
                            self.price = price
                            self.address = address
                            self.tags = tags
                            self.roles = roles
                            self.counts = counts
                            self.extra = extra
                            self.note = note
                        }

                        private static let hydrantMapper1 = Mappers.field(Int.self, Mappers.defaulted(Mappers.automatic(Int.self), to: 0))
                        private static let hydrantMapper2 = Mappers.field(String.self, Mappers.automatic(String.self).sensitive())
                        private static let hydrantMapper3 = Mappers.field(Int.self, Mappers.automatic(Int.self))
                        private static let hydrantMapper7 = Mappers.field(Date.self, Mappers.date(unit: .seconds))
                        private static let hydrantRules0 = Mappers.validate(String.self, .minLength(2))

                        /// Reads one object of a document for `mapper`, as its fields read it.
                        private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> EveryKind {
                            var hydrantMember0: JSONNode? = nil
                            var hydrantMember1: JSONNode? = nil
                            var hydrantMember2: JSONNode? = nil
                            var hydrantMember3: JSONNode? = nil
                            var hydrantMember4: JSONNode? = nil
                            var hydrantMember5: JSONNode? = nil
                            var hydrantMember6: JSONNode? = nil
                            var hydrantMember7: JSONNode? = nil
                            var hydrantMember8: JSONNode? = nil
                            var hydrantMember9: JSONNode? = nil
                            var hydrantMember10: JSONNode? = nil
                            var hydrantMember11: JSONNode? = nil
                            var hydrantMember12: JSONNode? = nil
                            var hydrantMember13: JSONNode? = nil
                            var hydrantMember14: JSONNode? = nil
                            var hydrantMember15: JSONNode? = nil
                            var hydrantMember16: JSONNode? = nil
                            var hydrantMember17: JSONNode? = nil
                            var hydrantMembers = reading.members
                            while hydrantMembers.next() {
                                switch hydrantMembers.keyByteCount {
                                case 2:
                                    if hydrantMembers.keyIs("id") {
                                        if hydrantMember3 == nil {
                                            hydrantMember3 = hydrantMembers.value
                                        }
                                    }
                                case 4:
                                    if hydrantMembers.keyIs("name") {
                                        if hydrantMember0 == nil {
                                            hydrantMember0 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("meta") {
                                        if hydrantMember5 == nil {
                                            hydrantMember5 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("uuid") {
                                        if hydrantMember10 == nil {
                                            hydrantMember10 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("tags") {
                                        if hydrantMember13 == nil {
                                            hydrantMember13 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("note") {
                                        if hydrantMember17 == nil {
                                            hydrantMember17 = hydrantMembers.value
                                        }
                                    }
                                case 5:
                                    if hydrantMembers.keyIs("count") {
                                        if hydrantMember1 == nil {
                                            hydrantMember1 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("ident") {
                                        if hydrantMember4 == nil {
                                            hydrantMember4 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("price") {
                                        if hydrantMember11 == nil {
                                            hydrantMember11 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("roles") {
                                        if hydrantMember14 == nil {
                                            hydrantMember14 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("extra") {
                                        if hydrantMember16 == nil {
                                            hydrantMember16 = hydrantMembers.value
                                        }
                                    }
                                case 6:
                                    if hydrantMembers.keyIs("secret") {
                                        if hydrantMember2 == nil {
                                            hydrantMember2 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("status") {
                                        if hydrantMember6 == nil {
                                            hydrantMember6 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("counts") {
                                        if hydrantMember15 == nil {
                                            hydrantMember15 = hydrantMembers.value
                                        }
                                    }
                                case 7:
                                    if hydrantMembers.keyIs("created") {
                                        if hydrantMember7 == nil {
                                            hydrantMember7 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("updated") {
                                        if hydrantMember8 == nil {
                                            hydrantMember8 = hydrantMembers.value
                                        }
                                    } else if hydrantMembers.keyIs("address") {
                                        if hydrantMember12 == nil {
                                            hydrantMember12 = hydrantMembers.value
                                        }
                                    }
                                case 8:
                                    if hydrantMembers.keyIs("homepage") {
                                        if hydrantMember9 == nil {
                                            hydrantMember9 = hydrantMembers.value
                                        }
                                    }
                                default:
                                    break
                                }
                            }
                            let hydrant0 = reading.value(0, hydrantMember0) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try EveryKind.hydrantRules0.map(ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext), context: &hydrantContext)
                            }
                            let hydrant1 = reading.value(1, hydrantMember1) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, with: EveryKind.hydrantMapper1, context: &hydrantContext)
                            }
                            let hydrant2 = reading.value(2, hydrantMember2) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, with: EveryKind.hydrantMapper2, context: &hydrantContext)
                            }
                            let hydrant3 = reading.value(3, hydrantMember3 ?? hydrantMember4) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Int.self, with: EveryKind.hydrantMapper3, context: &hydrantContext)
                            }
                            let hydrant4 = reading.value(4, under: hydrantMember5) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String.self, context: &hydrantContext)
                            }
                            let hydrant5 = reading.value(5, hydrantMember6) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Status.self, context: &hydrantContext)
                            }
                            let hydrant6 = reading.value(6, hydrantMember7) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Date.self, context: &hydrantContext)
                            }
                            let hydrant7 = reading.value(7, hydrantMember8) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Date.self, with: EveryKind.hydrantMapper7, context: &hydrantContext)
                            }
                            let hydrant8 = reading.value(8, hydrantMember9) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: URL.self, context: &hydrantContext)
                            }
                            let hydrant9 = reading.value(9, hydrantMember10) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: UUID.self, context: &hydrantContext)
                            }
                            let hydrant10 = reading.value(10, hydrantMember11) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Decimal.self, context: &hydrantContext)
                            }
                            let hydrant11 = reading.value(11, hydrantMember12) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Address.self, context: &hydrantContext)
                            }
                            let hydrant12 = reading.value(12, hydrantMember13) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: [String].self, context: &hydrantContext)
                            }
                            let hydrant13 = reading.value(13, hydrantMember14) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: Set<String>.self, context: &hydrantContext)
                            }
                            let hydrant14 = reading.value(14, hydrantMember15) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: [String: Int].self, context: &hydrantContext)
                            }
                            let hydrant15 = reading.value(15, hydrantMember16) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: JSON.self, context: &hydrantContext)
                            }
                            let hydrant16 = reading.value(16, hydrantMember17) { (hydrantNode, hydrantContext) throws(MappingError) in
                                try ObjectReading.read(hydrantNode, as: String?.self, context: &hydrantContext)
                            }
                            try reading.finish(context: &context)
                            guard let hydrant0, let hydrant1, let hydrant2, let hydrant3, let hydrant4, let hydrant5, let hydrant6, let hydrant7, let hydrant8, let hydrant9, let hydrant10, let hydrant11, let hydrant12, let hydrant13, let hydrant14, let hydrant15, let hydrant16 else {
                                throw reading.incomplete()
                            }
                            return EveryKind(hydrantFields: hydrant0, hydrant1, hydrant2, hydrant3, hydrant4, hydrant5, hydrant6, hydrant7, hydrant8, hydrant9, hydrant10, hydrant11, hydrant12, hydrant13, hydrant14, hydrant15, hydrant16)
                        }
                    }
                    """)
        }
    }
#endif
