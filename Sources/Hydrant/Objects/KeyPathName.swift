/// The property name of a key path for error messages: `\Person.name.first` → `name.first`.
@usableFromInline
func propertyName(of keyPath: AnyKeyPath) -> String {
    var text = String(reflecting: keyPath)
    if text.hasPrefix("\\") { text.removeFirst() }
    // Drop the root type, which may itself contain dots (`Module.Type`): keep what follows the type
    // name, i.e. after the first "." that is not inside generic brackets.
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
        switch text[index] {
        case "<": depth += 1
        case ">": depth -= 1
        case "." where depth == 0:
            start = text.index(after: index)
            var name = String(text[start...].filter { $0 != "?" && $0 != "!" })
            // The storage of an `@Indirect` property (`_quoted`) is named as the property.
            if type(of: keyPath).valueType is any PropertyWrapperStorage.Type,
                let last = name.split(separator: ".").last,
                last.hasPrefix("_")
            {
                name = (name.split(separator: ".").dropLast().map(String.init) + [String(last.dropFirst())]).joined(
                    separator: ".")
            }
            return name
        default: break
        }
    }
    return text
}

/// A property wrapper whose storage (`_name`) fields map directly: errors name the property
/// (`name`). ``Indirect`` is one.
protocol PropertyWrapperStorage {}
