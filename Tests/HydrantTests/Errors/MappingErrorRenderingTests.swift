import Foundation
import Hydrant
import Testing

/// A foreign (non-Hydrant) error whose bridged `NSError` is fully determined: a fixed domain and
/// code, and its message both as `errorDescription` and as the `NSLocalizedDescriptionKey` of its
/// user info (swift-corelibs-foundation does not consult `LocalizedError` when bridging).
private struct WidgetError: LocalizedError, CustomNSError, CustomStringConvertible {
    static let errorDomain = "WidgetDomain"
    var message = "The widget broke."
    /// What the tree renderings print, as the original printed a foreign error's `description`.
    var description: String { message }
    var errorCode: Int { 7 }
    var errorDescription: String? { message }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
}

/// A foreign error that only says what it is through `LocalizedError.errorDescription`.
private struct DescribedOnlyError: LocalizedError, CustomNSError {
    static let errorDomain = "DescribedDomain"
    var errorCode: Int { 3 }
    var errorDescription: String? { "Described only by errorDescription." }
}

/// One leaf error and its exact renderings: a leaf has no underlying errors, so `description` and
/// `fullDescription` agree, and so do the two recursive forms.
struct LeafRenderingCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () -> MappingError
    let description: String
    let recursiveDescription: String

    init(_ label: String, _ make: @escaping @Sendable () -> MappingError, description: String, recursive: String) {
        self.testDescription = label
        self.make = make
        self.description = description
        self.recursiveDescription = recursive
    }
}

@Suite("MappingError renderings (exact)")
struct MappingErrorRenderingTests {
    // MARK: Leaves

    static let leaves: [LeafRenderingCase] = [
        LeafRenderingCase(
            "invalidSourceValue names the JSON kind of the source value",
            {
                MappingError(
                    code: .invalidSourceValue, sourceValue: JSON.string("zz"), sourcePath: "status",
                    destinationPath: "status")
            },
            description:
                #"[FATAL] Hydrant (code=invalidSourceValue) because "Could not map from 'status' to 'status': got a string""#
                + "\n",
            recursive: #"Hydrant code=1 isFatal=true reason="Could not map from 'status' to 'status': got a string""#),
        LeafRenderingCase(
            "invalidSourceType names the JSON kind of the source value",
            {
                MappingError(
                    code: .invalidSourceType, sourceValue: JSON.number(1), sourcePath: "sourceAccessor",
                    destinationPath: "destinationAccessor")
            },
            description:
                #"[FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'sourceAccessor' to 'destinationAccessor': got a number""#
                + "\n",
            recursive:
                #"Hydrant code=2 isFatal=true reason="Could not map from 'sourceAccessor' to 'destinationAccessor': got a number""#
        ),
        LeafRenderingCase(
            "invalidSourceType names the Swift type of a non-JSON source value",
            { MappingError(code: .invalidSourceType, sourceValue: 42, sourcePath: "count", destinationPath: "count") },
            description:
                #"[FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'count' to 'count': got a value of type Int""#
                + "\n",
            recursive:
                #"Hydrant code=2 isFatal=true reason="Could not map from 'count' to 'count': got a value of type Int""#),
        LeafRenderingCase(
            "invalidSourceType describes an empty optional as nothing",
            {
                MappingError(
                    code: .invalidSourceType, sourceValue: JSON?.none as any Sendable, sourcePath: "a",
                    destinationPath: "b")
            },
            description:
                #"[FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'a' to 'b': got nothing""#
                + "\n",
            recursive: #"Hydrant code=2 isFatal=true reason="Could not map from 'a' to 'b': got nothing""#),
        LeafRenderingCase(
            "invalidSourceValue without a source value has no suffix",
            { MappingError(code: .invalidSourceValue, sourcePath: "a", destinationPath: "b") },
            description: #"[FATAL] Hydrant (code=invalidSourceValue) because "Could not map from 'a' to 'b'""# + "\n",
            recursive: #"Hydrant code=1 isFatal=true reason="Could not map from 'a' to 'b'""#),
        LeafRenderingCase(
            "invalidResultingType names both types",
            {
                MappingError(
                    code: .invalidResultingType, sourceValue: JSON.string("5"), sourcePath: "age", destinationValue: 5,
                    destinationPath: "age")
            },
            description:
                #"[FATAL] Hydrant (code=invalidResultingType) because "Could not map from 'age' to 'age': mapper produced a value of type Int from a string""#
                + "\n",
            recursive:
                #"Hydrant code=3 isFatal=true reason="Could not map from 'age' to 'age': mapper produced a value of type Int from a string""#
        ),
        LeafRenderingCase(
            "invalidResultingType without a source value says 'from nothing'",
            { MappingError(code: .invalidResultingType, destinationValue: JSON.array([]), destinationPath: "tags") },
            description:
                #"[FATAL] Hydrant (code=invalidResultingType) because "Could not map from '<Unknown>' to 'tags': mapper produced an array from nothing""#
                + "\n",
            recursive:
                #"Hydrant code=3 isFatal=true reason="Could not map from '<Unknown>' to 'tags': mapper produced an array from nothing""#
        ),
        LeafRenderingCase(
            "invalidResultingType without a destination value says 'produced nothing', as the original's '(null)'",
            {
                MappingError(code: .invalidResultingType, sourceValue: JSON.null, sourcePath: "a", destinationPath: "b")
            },
            description:
                #"[FATAL] Hydrant (code=invalidResultingType) because "Could not map from 'a' to 'b': mapper produced nothing from null""#
                + "\n",
            recursive:
                #"Hydrant code=3 isFatal=true reason="Could not map from 'a' to 'b': mapper produced nothing from null""#
        ),
        LeafRenderingCase(
            "invalidResultingType built without values keeps its reason",
            { MappingError(code: .invalidResultingType, sourcePath: "a", destinationPath: "b") },
            description:
                #"[FATAL] Hydrant (code=invalidResultingType) because "Could not map from 'a' to 'b': mapper produced nothing from nothing""#
                + "\n",
            recursive:
                #"Hydrant code=3 isFatal=true reason="Could not map from 'a' to 'b': mapper produced nothing from nothing""#
        ),
        LeafRenderingCase(
            "readFailed names the source path",
            { MappingError(code: .readFailed, sourcePath: "name.first", destinationPath: "firstName") },
            description:
                #"[FATAL] Hydrant (code=readFailed) because "Could not map from 'name.first' to 'firstName': failed to read name.first from the source""#
                + "\n",
            recursive:
                #"Hydrant code=5 isFatal=true reason="Could not map from 'name.first' to 'firstName': failed to read name.first from the source""#
        ),
        LeafRenderingCase(
            "readFailed with a multi-field path renders it bracketed",
            { MappingError(code: .readFailed, sourcePath: ["date", "time"], destinationPath: "joinDate") },
            description:
                #"[FATAL] Hydrant (code=readFailed) because "Could not map from '[date, time]' to 'joinDate': failed to read [date, time] from the source""#
                + "\n",
            recursive:
                #"Hydrant code=5 isFatal=true reason="Could not map from '[date, time]' to 'joinDate': failed to read [date, time] from the source""#
        ),
        LeafRenderingCase(
            "writeFailed names the destination path",
            { MappingError(code: .writeFailed, sourcePath: "name.first", destinationPath: "firstName") },
            description:
                #"[FATAL] Hydrant (code=writeFailed) because "Could not map from 'name.first' to 'firstName': failed to write firstName to the destination""#
                + "\n",
            recursive:
                #"Hydrant code=6 isFatal=true reason="Could not map from 'name.first' to 'firstName': failed to write firstName to the destination""#
        ),
        LeafRenderingCase(
            "writeFailed with an unknown destination",
            { MappingError(code: .writeFailed, sourcePath: "a") },
            description:
                #"[FATAL] Hydrant (code=writeFailed) because "Could not map from 'a' to '<Unknown>': failed to write <Unknown> to the destination""#
                + "\n",
            recursive:
                #"Hydrant code=6 isFatal=true reason="Could not map from 'a' to '<Unknown>': failed to write <Unknown> to the destination""#
        ),
        LeafRenderingCase(
            "missingValue",
            { MappingError(code: .missingValue, sourcePath: "age", destinationPath: "age") },
            description:
                #"[FATAL] Hydrant (code=missingValue) because "Could not map from 'age' to 'age': the value is missing""#
                + "\n",
            recursive: #"Hydrant code=7 isFatal=true reason="Could not map from 'age' to 'age': the value is missing""#),
        LeafRenderingCase(
            "nullValue",
            { MappingError(code: .nullValue, sourceValue: JSON.null, sourcePath: "age", destinationPath: "age") },
            description:
                #"[FATAL] Hydrant (code=nullValue) because "Could not map from 'age' to 'age': the value is null""#
                + "\n",
            recursive: #"Hydrant code=8 isFatal=true reason="Could not map from 'age' to 'age': the value is null""#),
        LeafRenderingCase(
            "numberOutOfRange without a detail has no standard wording",
            {
                MappingError(
                    code: .numberOutOfRange, sourceValue: JSON.number(300), sourcePath: "level",
                    destinationPath: "level")
            },
            description: #"[FATAL] Hydrant (code=numberOutOfRange) because "Could not map from 'level' to 'level'""#
                + "\n",
            recursive: #"Hydrant code=9 isFatal=true reason="Could not map from 'level' to 'level'""#),
        LeafRenderingCase(
            "validationFailed without a detail has no standard wording",
            { MappingError(code: .validationFailed, sourcePath: "email", destinationPath: "email") },
            description: #"[FATAL] Hydrant (code=validationFailed) because "Could not map from 'email' to 'email'""#
                + "\n",
            recursive: #"Hydrant code=10 isFatal=true reason="Could not map from 'email' to 'email'""#),
        LeafRenderingCase(
            "generic",
            { MappingError(code: .generic, sourcePath: "a", destinationPath: "b") },
            description: #"[FATAL] Hydrant (code=generic) because "Could not map from 'a' to 'b'""# + "\n",
            recursive: #"Hydrant code=100 isFatal=true reason="Could not map from 'a' to 'b'""#),
        LeafRenderingCase(
            "an unknown code prints as its number",
            { MappingError(code: MappingError.Code(rawValue: 42), sourcePath: "a", destinationPath: "b") },
            description: #"[FATAL] Hydrant (code=42) because "Could not map from 'a' to 'b'""# + "\n",
            recursive: #"Hydrant code=42 isFatal=true reason="Could not map from 'a' to 'b'""#),
        LeafRenderingCase(
            "code 0 prints as its number",
            { MappingError(code: MappingError.Code(rawValue: 0)) },
            description: #"[FATAL] Hydrant (code=0) because "Could not map from '<Unknown>' to '<Unknown>'""# + "\n",
            recursive: #"Hydrant code=0 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>'""#),
        LeafRenderingCase(
            "a detail replaces the code's standard wording",
            {
                MappingError(
                    code: .invalidSourceType, sourceValue: JSON.number(1), sourcePath: "name", destinationPath: "name",
                    detail: "expected a string, got a number")
            },
            description:
                #"[FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'name' to 'name': expected a string, got a number""#
                + "\n",
            recursive:
                #"Hydrant code=2 isFatal=true reason="Could not map from 'name' to 'name': expected a string, got a number""#
        ),
        LeafRenderingCase(
            "a detail also replaces readFailed's wording",
            {
                MappingError(
                    code: .readFailed, sourcePath: "a", destinationPath: "b", detail: "the source is not an object")
            },
            description:
                #"[FATAL] Hydrant (code=readFailed) because "Could not map from 'a' to 'b': the source is not an object""#
                + "\n",
            recursive:
                #"Hydrant code=5 isFatal=true reason="Could not map from 'a' to 'b': the source is not an object""#),
        LeafRenderingCase(
            "missing paths render as <Unknown>",
            { MappingError(code: .missingValue) },
            description:
                #"[FATAL] Hydrant (code=missingValue) because "Could not map from '<Unknown>' to '<Unknown>': the value is missing""#
                + "\n",
            recursive:
                #"Hydrant code=7 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': the value is missing""#
        ),
        LeafRenderingCase(
            "multi-field paths on both sides render bracketed",
            { MappingError(code: .generic, sourcePath: ["a", "b"], destinationPath: ["c", "d", "e"]) },
            description: #"[FATAL] Hydrant (code=generic) because "Could not map from '[a, b]' to '[c, d, e]'""# + "\n",
            recursive: #"Hydrant code=100 isFatal=true reason="Could not map from '[a, b]' to '[c, d, e]'""#),
        LeafRenderingCase(
            "an empty multipleErrors container counts nothing",
            { MappingError(collecting: []) },
            description:
                #"[non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=0)""#
                + "\n",
            recursive: #"Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=0)""#),
        LeafRenderingCase(
            "a non-fatal leaf says so",
            { MappingError(code: .missingValue, isFatal: false, sourcePath: "nickname", destinationPath: "nickname") },
            description:
                #"[non-fatal] Hydrant (code=missingValue) because "Could not map from 'nickname' to 'nickname': the value is missing""#
                + "\n",
            recursive:
                #"Hydrant code=7 isFatal=false reason="Could not map from 'nickname' to 'nickname': the value is missing""#
        ),
    ]

    @Test(arguments: leaves)
    func leafRenderings(_ leaf: LeafRenderingCase) {
        let error = leaf.make()
        #expect(error.fatalDescription == leaf.description)
        #expect(error.fullDescription == leaf.description)
        #expect(error.recursiveDescription == leaf.recursiveDescription)
        #expect(error.fullRecursiveDescription == leaf.recursiveDescription)
        #expect(error.debugDescription == error.description)
        #expect("\(error)" == error.description)
        #expect(error.fatalDescription.hasSuffix("\n"))
        #expect(!error.recursiveDescription.hasSuffix("\n"))
    }

    // MARK: Foreign underlying errors

    /// hydrant-semantics §2.7, first sample, with Swift names.
    @Test func fatalLeafWithAForeignError() {
        let error = MappingError(
            code: .invalidSourceValue, sourceValue: JSON.number(1), sourcePath: "sourceAccessor",
            destinationPath: "destinationAccessor", underlyingErrors: [WidgetError()])
        let description = """
            [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from 'sourceAccessor' to 'destinationAccessor': got a number"
              - [WidgetDomain] (code=7) The widget broke.

            """
        let recursive = """
            Hydrant code=1 isFatal=true reason="Could not map from 'sourceAccessor' to 'destinationAccessor': got a number" underlyingFatalErrors=(
              - The widget broke.
            )
            """
        let fullRecursive = """
            Hydrant code=1 isFatal=true reason="Could not map from 'sourceAccessor' to 'destinationAccessor': got a number" underlyingErrors=(
              - The widget broke.
            )
            """
        #expect(error.fatalDescription == description)
        #expect(error.fullDescription == description)
        #expect(error.recursiveDescription == recursive)
        #expect(error.fullRecursiveDescription == fullRecursive)
    }

    @Test func nonFatalLeafWithAForeignErrorListsItOnlyInTheFullForms() {
        let error = MappingError(
            code: .invalidSourceValue, isFatal: false, sourceValue: JSON.string("x"), sourcePath: "when",
            destinationPath: "date", underlyingErrors: [WidgetError()])
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=invalidSourceValue) because "Could not map from 'when' to 'date': got a string"

                """)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=invalidSourceValue) because "Could not map from 'when' to 'date': got a string"
                  - [WidgetDomain] (code=7) The widget broke.

                """)
        #expect(
            error.recursiveDescription
                == #"Hydrant code=1 isFatal=false reason="Could not map from 'when' to 'date': got a string""#)
        #expect(
            error.fullRecursiveDescription == """
                Hydrant code=1 isFatal=false reason="Could not map from 'when' to 'date': got a string" underlyingErrors=(
                  - The widget broke.
                )
                """)
    }

    @Test func multiLineForeignDescriptionsAreIndented() {
        let widget = WidgetError(message: "The widget broke.\nIt was on fire.\nCall support.")
        let leaf = MappingError(code: .generic, sourcePath: "a", destinationPath: "b", underlyingErrors: [widget])
        #expect(
            leaf.fatalDescription == """
                [FATAL] Hydrant (code=generic) because "Could not map from 'a' to 'b'"
                  - [WidgetDomain] (code=7) The widget broke.
                    It was on fire.
                    Call support.

                """)
        #expect(
            leaf.recursiveDescription == """
                Hydrant code=100 isFatal=true reason="Could not map from 'a' to 'b'" underlyingFatalErrors=(
                  - The widget broke.
                    It was on fire.
                    Call support.
                )
                """)

        // Under a root error of a container, continuation lines line up after "|- ".
        let container = MappingError(collecting: [leaf], sourcePath: "outer", destinationPath: "outer")
        #expect(
            container.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'outer.a' to 'outer.b' (generic)
                    |- [WidgetDomain] (code=7) The widget broke.
                       It was on fire.
                       Call support.

                """)
        // Two levels down in a tree, every line is indented twice.
        #expect(
            container.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingErrors=(
                  - Hydrant code=100 isFatal=true reason="Could not map from 'a' to 'b'" underlyingErrors=(
                      - The widget broke.
                        It was on fire.
                        Call support.
                    )
                )
                """)
    }

    @Test func multiLineDetailsAreIndentedInLists() {
        let leaf = MappingError(
            code: .validationFailed, sourcePath: "a", destinationPath: "b", detail: "rule one failed\nrule two failed")
        let container = MappingError(collecting: [leaf])
        #expect(
            container.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'a' to 'b': rule one failed
                    rule two failed (validationFailed)

                """)
    }

    /// Foundation on Linux does not consult `LocalizedError` when bridging an error to `NSError`,
    /// so an error that describes itself only through `errorDescription` renders with Foundation's
    /// generic sentence there.
    @Test func aLocalizedErrorIsRenderedWithItsErrorDescription() {
        let error = MappingError(
            code: .generic, sourcePath: "a", destinationPath: "b", underlyingErrors: [DescribedOnlyError()])
        let expected = """
            [FATAL] Hydrant (code=generic) because "Could not map from 'a' to 'b'"
              - [DescribedDomain] (code=3) Described only by errorDescription.

            """
        // The renderer reads LocalizedError itself, because Foundation on Linux ignores it when
        // bridging to NSError.
        #expect(error.fatalDescription == expected)
    }

    // MARK: Containers

    /// hydrant-semantics §2.7: a fatal code-4 container holding a fatal leaf with a foreign error and
    /// a non-fatal leaf, with the container's paths `source` and `destination`.
    @Test func containerExampleFromTheOriginalSpecification() {
        let fatalLeaf = MappingError(
            code: .invalidSourceValue, sourceValue: JSON.number(1), sourcePath: "sourceAccessor",
            destinationPath: "destinationAccessor", underlyingErrors: [WidgetError()])
        let nonFatalLeaf = MappingError(
            code: .invalidSourceValue, isFatal: false, sourceValue: JSON.number(1), sourcePath: "otherSource",
            destinationPath: "otherDestination")
        let container = MappingError(
            collecting: [fatalLeaf, nonFatalLeaf], isFatal: true, sourcePath: "source", destinationPath: "destination")

        #expect(
            container.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'source.sourceAccessor' to 'destination.destinationAccessor': got a number (invalidSourceValue)
                    |- [WidgetDomain] (code=7) The widget broke.

                """)
        #expect(
            container.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'source.sourceAccessor' to 'destination.destinationAccessor': got a number (invalidSourceValue)
                    |- [WidgetDomain] (code=7) The widget broke.
                  - Could not map from 'source.otherSource' to 'destination.otherDestination': got a number (invalidSourceValue)

                """)
        #expect(
            container.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
                  - Hydrant code=1 isFatal=true reason="Could not map from 'sourceAccessor' to 'destinationAccessor': got a number" underlyingFatalErrors=(
                      - The widget broke.
                    )
                )
                """)
        #expect(
            container.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingErrors=(
                  - Hydrant code=1 isFatal=true reason="Could not map from 'sourceAccessor' to 'destinationAccessor': got a number" underlyingErrors=(
                      - The widget broke.
                    )
                  - Hydrant code=1 isFatal=false reason="Could not map from 'otherSource' to 'otherDestination': got a number"
                )
                """)
    }

    @Test func nonFatalContainerListsNothingInTheShortForms() {
        let container = MappingError(
            collecting: [
                MappingError(code: .missingValue, isFatal: false, sourcePath: "nickname", destinationPath: "nickname"),
                MappingError(code: .nullValue, isFatal: false, sourcePath: "age", destinationPath: "age"),
            ], sourcePath: "person", destinationPath: "person")
        #expect(!container.isFatal)
        #expect(
            container.fatalDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"

                """)
        #expect(
            container.recursiveDescription
                == #"Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=2)""#)
        #expect(
            container.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from 'person.nickname' to 'person.nickname': the value is missing (missingValue)
                  - Could not map from 'person.age' to 'person.age': the value is null (nullValue)

                """)
        #expect(
            container.fullRecursiveDescription == """
                Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=2)" underlyingErrors=(
                  - Hydrant code=7 isFatal=false reason="Could not map from 'nickname' to 'nickname': the value is missing"
                  - Hydrant code=8 isFatal=false reason="Could not map from 'age' to 'age': the value is null"
                )
                """)
    }

    /// hydrant-semantics §2.7 edge: a fatal error whose only children are non-fatal lists nothing
    /// in `description` and prints an empty list in `recursiveDescription`.
    @Test func fatalContainerOfNonFatalErrorsOnly() {
        let container = MappingError(
            collecting: [MappingError(code: .missingValue, isFatal: false, sourcePath: "a", destinationPath: "a")],
            isFatal: true)
        #expect(
            container.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"

                """)
        #expect(
            container.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingFatalErrors=(
                )
                """)
        #expect(
            container.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'a' to 'a': the value is missing (missingValue)

                """)
    }

    /// Root errors are the leaves of the tree, each prefixed with the paths of every container from
    /// the rendered error down (the original used the immediate parent's only, losing outer paths).
    @Test func nestedContainersFlattenToRootErrorsWithFullPaths() {
        let first = MappingError(
            code: .invalidSourceType, sourceValue: JSON.number(1), sourcePath: "first", destinationPath: "firstName",
            detail: "expected a string, got a number")
        let last = MappingError(code: .missingValue, isFatal: false, sourcePath: "last", destinationPath: "lastName")
        let name = MappingError(collecting: [first, last], sourcePath: "name", destinationPath: "name")
        let age = MappingError(code: .nullValue, sourceValue: JSON.null, sourcePath: "age", destinationPath: "age")
        let person = MappingError(collecting: [name, age], sourcePath: "person", destinationPath: "person")

        #expect(name.isFatal)
        #expect(
            person.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'person.name.first' to 'person.name.firstName': expected a string, got a number (invalidSourceType)
                  - Could not map from 'person.age' to 'person.age': the value is null (nullValue)

                """)
        #expect(
            person.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'person.name.first' to 'person.name.firstName': expected a string, got a number (invalidSourceType)
                  - Could not map from 'person.name.last' to 'person.name.lastName': the value is missing (missingValue)
                  - Could not map from 'person.age' to 'person.age': the value is null (nullValue)

                """)
        #expect(
            person.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingFatalErrors=(
                  - Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
                      - Hydrant code=2 isFatal=true reason="Could not map from 'first' to 'firstName': expected a string, got a number"
                    )
                  - Hydrant code=8 isFatal=true reason="Could not map from 'age' to 'age': the value is null"
                )
                """)
        #expect(
            person.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingErrors=(
                  - Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingErrors=(
                      - Hydrant code=2 isFatal=true reason="Could not map from 'first' to 'firstName': expected a string, got a number"
                      - Hydrant code=7 isFatal=false reason="Could not map from 'last' to 'lastName': the value is missing"
                    )
                  - Hydrant code=8 isFatal=true reason="Could not map from 'age' to 'age': the value is null"
                )
                """)
    }

    /// Container mappers wrap a child's error with their accessor on the way up, so a root's
    /// immediate parent carries the full path and the listed roots show full paths.
    @Test func wrappedChildErrorsShowFullPaths() {
        let age = MappingError(code: .missingValue, sourcePath: "age", destinationPath: "age")
        let element = MappingError(collecting: [age], sourcePath: .index(1), destinationPath: .index(1))
        let inChildren = MappingError(wrapping: element, prependingSourcePath: "children", destinationPath: "kids")
        #expect(inChildren.sourcePath?.description == "children.1")
        let top = MappingError(collecting: [inChildren])
        #expect(
            top.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'children.1.age' to 'kids.1.age': the value is missing (missingValue)

                """)
        // Wrapping a container prefixes its own paths only, not those of the errors inside it.
        #expect(inChildren.underlyingMappingErrors.first?.sourcePath?.description == "age")
    }

    /// When filtering to fatal errors leaves a fatal container without listable children, the
    /// container itself is the root.
    @Test func fatalContainerWithOnlyNonFatalChildrenIsItselfARoot() {
        let inner = MappingError(
            collecting: [MappingError(code: .missingValue, isFatal: false, sourcePath: "x", destinationPath: "y")],
            isFatal: true, sourcePath: "items", destinationPath: "items")
        let outer = MappingError(collecting: [inner], sourcePath: "root", destinationPath: "root")
        #expect(
            outer.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Multiple parsing errors occurred (fatal=0, total=1) (multipleErrors)

                """)
        #expect(
            outer.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'root.items.x' to 'root.items.y': the value is missing (missingValue)

                """)
    }

    /// Foreign errors directly under the error come first, then the roots with their own foreign
    /// errors; foreign errors of intermediate containers are not listed (as in the original).
    @Test func foreignErrorsAreListedBeforeRootsAndOnlyAtTheTopOrUnderARoot() {
        let leaf = MappingError(
            code: .invalidSourceValue, sourceValue: JSON.string("x"), sourcePath: "when", destinationPath: "date")
        let middle = MappingError(
            code: .multipleErrors, sourcePath: "event", destinationPath: "event",
            underlyingErrors: [WidgetError(message: "Middle widget."), leaf])
        let top = MappingError(collecting: [middle, WidgetError(message: "Top widget.")])
        #expect(
            top.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - [WidgetDomain] (code=7) Top widget.
                  - Could not map from 'event.when' to 'event.date': got a string (invalidSourceValue)

                """)
        #expect(
            top.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingFatalErrors=(
                  - Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingFatalErrors=(
                      - Middle widget.
                      - Hydrant code=1 isFatal=true reason="Could not map from 'when' to 'date': got a string"
                    )
                  - Top widget.
                )
                """)
    }

    @Test func multiFieldContainerPathsFormEveryCombination() {
        let leaf = MappingError(code: .missingValue, sourcePath: "x", destinationPath: ["y", "z"])
        let container = MappingError(collecting: [leaf], sourcePath: ["a", "b"], destinationPath: "d")
        #expect(
            container.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '[a.x, b.x]' to '[d.y, d.z]': the value is missing (missingValue)

                """)
    }

    @Test func renderingsNeverShowValues() {
        let error = MappingError(
            code: .invalidResultingType, sourceValue: JSON.string("visible-source"), sourcePath: "a",
            destinationValue: "visible-destination", destinationPath: "b")
        for text in [
            error.fatalDescription, error.fullDescription, error.recursiveDescription, error.fullRecursiveDescription,
        ] {
            #expect(!text.contains("visible"))
        }
        #expect(error.reason == "Could not map from 'a' to 'b': mapper produced a value of type String from a string")
    }
}

/// `description`, what `print(error)` shows: counts that match what it lists, the dropped elements,
/// each place once.
@Suite("MappingError description for people")
struct MappingErrorSummaryTests {
    struct Pull: Sendable, Equatable {
        let number: Int
        let title: String
        let draft: Bool
    }

    static let pull = Mappers.object(Pull.init) {
        Field("number", \.number)
        Field("title", \.title)
        Field("draft", \.draft, Mappers.defaulted(Mappers.value(Bool.self), to: false))
    }

    static let pulls = #"""
        [{"number": 1, "title": "a"}, {"number": 2, "title": "b", "draft": "yes"},
         {"number": "3"}, {"number": 4, "title": "d"}]
        """#

    @Test func droppedElementsAreCountedAndNamed() throws {
        let result = Mappers.array(of: Mappers.optionally(Self.pull)).mapping(parsing: Self.pulls)
        #expect(result.value?.map(\.number) == [1, 2, 4])
        let warning = try #require(result.error)
        #expect(
            warning.description == """
                3 non-fatal errors; 1 element dropped: 2
                1.draft
                  expected a boolean, got a string [invalidSourceType, default used]
                2.number
                  expected a number, got a string [invalidSourceType, element dropped]
                2.title
                  the value is missing [missingValue, element dropped]
                """)
        // The result says so too, without a stray line break.
        #expect("\(result)".hasPrefix("successWithErrors("))
        #expect("\(result)".hasSuffix("[missingValue, element dropped])"))
    }

    @Test func aFailureCountsItsLeavesAndMarksTheFatalOnesAmongWarnings() throws {
        let strict = Mappers.array(of: Self.pull)
        let error = try #require(strict.mapping(parsing: Self.pulls).error)
        #expect(
            error.description == """
                3 errors, 2 fatal
                1.draft
                  expected a boolean, got a string [invalidSourceType, default used]
                2.number
                  expected a number, got a string [invalidSourceType, fatal]
                2.title
                  the value is missing [missingValue, fatal]
                """)
        // The original's renderings keep their format.
        #expect(error.fatalDescription.hasPrefix(#"[FATAL] Hydrant (code=multipleErrors) because "Multiple"#))
    }

    @Test func theDestinationIsPrintedWhereItsNameDiffers() throws {
        struct Person: Sendable {
            let firstName: String
            let createdAt: String
        }
        let person = Mappers.object(Person.init) {
            Field("name.first", \.firstName)
            Field("created_at", \.createdAt)
        }
        let error = try #require(person.mapping(["name": ["first": 1], "created_at": 2]).error)
        #expect(
            error.description == """
                2 errors
                name.first → firstName
                  expected a string, got a number [invalidSourceType]
                created_at
                  expected a string, got a number [invalidSourceType]
                """)
    }

    @Test func anErrorWithoutAPathIsAtTheTopLevel() throws {
        let error = try #require(Mappers.value(UInt8.self).mapping(300).error)
        #expect(
            error.description == """
                1 error
                at the top level
                  \(error.entries[0].message) [numberOutOfRange]
                """)
        #expect("\(error)" == error.description)
        #expect(!error.description.contains("<Unknown>"))
    }

    @Test func keysReadFromTheDocumentAreRedacted() throws {
        let ages = Mappers.dictionary(of: Mappers.value(Int.self))
        let error = try #require(ages.mapping(["ada": "x"]).error)
        #expect(error.description.hasPrefix("1 error\n<key>\n"))
        #expect(error.revealingValues().description.hasPrefix("1 error\nada\n"))
    }
}
