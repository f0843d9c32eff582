import Hydrant

struct Person: Sendable {
    let firstName: String
    let age: Int
    let nickname: String?
}

// A schema: where each property comes from, and how it is checked.
let person = Mappers.object(Person.init) {
    Field("first_name", \.firstName)  // required String
    Field("age", \.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
    Field("nickname", \.nickname)  // missing or null → nil
}

switch person.mapping(parsing: #"{"first_name": "Ada", "age": "unknown"}"#) {
case .success(let ada): print(ada)
case .successWithErrors(let ada, let warning):  // age fell back to 0
    print(ada.age, warning)  // 0 1 non-fatal error…age…expected a number, got a string [invalidSourceType, default used]
case .failure(let error): print(error)  // no usable value: every problem, with its path
}
let written = try person.reversed.map(Person(firstName: "Ada", age: 36, nickname: nil))
print(written)  // {"first_name":"Ada","age":36}

// The JSON layer underneath reads strictly, keeps numbers exact and says where input is wrong.
let json = try JSON(parsing: #"{"name": "John Doe", "id": 12345678901234567890123, "tags": ["a", null]}"#)
print(json["name"]?.string ?? "-")  // John Doe
print(json["id"]?.number?.text ?? "-")  // 12345678901234567890123
do {
    _ = try json["id"]?.number?.integer(Int64.self)
} catch {
    print(error)  // the number is out of range for Int64
}
print(json["tags"]?[1]?.isNull ?? false)  // true

do {
    _ = try JSON(parsing: "{\"name\": \"John\",\n \"age\": tru}")
} catch {
    print(error)  // line 2, column 12 (byte 28): expected 'true', found '}'
}

print(try JSONWriter(options: .pretty).writeString(json))

// Mappers compose, reverse, and tell fatal errors from recoverable ones.
let retries = Mappers.optionally(Mappers.value(Int.self), default: 3)
print(try retries.map(5))  // 5
print(retries.mapping("five"))  // successWithErrors(3, 1 non-fatal error…expected a number, got a string [invalidSourceType, default used])
print(try retries.reversed.map(5) ?? .null)  // 5
do {
    _ = try Mappers.value(UInt8.self).map(300)
} catch {
    print(error)  // 1 error…at the top level…the number is out of range for UInt8 [numberOutOfRange]
}
