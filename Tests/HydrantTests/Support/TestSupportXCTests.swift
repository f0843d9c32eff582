import Hydrant
import HydrantTestSupport
import XCTest

/// HydrantTestSupport from XCTest: the checks are called with `try` in a test method marked
/// `throws`, and a failed check is a thrown error whose description is the message.
final class TestSupportXCTests: XCTestCase {
    func testOutcomesRoundTripsAndPaths() throws {
        try expectSuccess(Person.mapper.mapping(["first_name": "Ada", "age": 36]), equalTo: .ada)
        try expectSuccess(
            Person.lenientMapper.mapping(["first_name": "Ada", "age": "old"]),
            equalTo: Person(firstName: "Ada", age: 0, nickname: nil),
            withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
        try expectFailure(Person.mapper.mapping(["age": 36]), code: .missingValue, at: "/first_name")
        try expectRoundTrip(Person.mapper, values: [.ada, .grace])
        try expectReportsPaths(Mappers.value(Int.self), invalidInput: "old", code: .invalidSourceType)
    }

    func testAFailedCheckThrowsItsMessage() {
        XCTAssertThrowsError(try expectSuccess(Person.mapper.mapping(["age": 36]))) { error in
            guard let failure = error as? MappingExpectationFailure else {
                return XCTFail("expected a MappingExpectationFailure, got \(error)")
            }
            XCTAssertTrue(
                failure.message.hasPrefix("Expected: success without errors\nActual: failure with these errors:\n"))
            XCTAssertEqual(failure.fileID, "HydrantTests/TestSupportXCTests.swift")
            XCTAssertEqual(failure.description, "\(failure.fileID):\(failure.line): \(failure.message)")
        }
    }
}
