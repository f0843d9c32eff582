/// Whether a value stands for "null": JSON `null` (in a tree or a document) or `NSNull`.
@usableFromInline
func isNullValue<T>(_ value: T) -> Bool {
    if let json = value as? JSON { return json.isNull }
    if let node = value as? JSONNode { return node.isNull }
    return false
}

/// Whether a value is `nil`: an `Optional` without a value (a value of any other type never is).
@inlinable
func isNilValue<T>(_ value: T) -> Bool {
    guard T.self is any OptionalProtocol.Type else { return false }
    return (value as? any OptionalProtocol)?.wrappedAny == nil
}
