import Foundation

extension MappingError: Equatable {
    /// Whether two errors say the same thing: the same code, fatality, paths and detail, and equal
    /// underlying errors in the same order — `MappingError`s compared the same way, other errors by
    /// their `NSError` domain and code.
    ///
    /// Source and destination values are not compared: they need not be `Equatable`, and they are
    /// kept redacted. Two errors about different values at the same place are equal.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// ages.mapping(["x"]).error == ages.mapping([true]).error    // false: the details differ
    /// ages.mapping(["x"]).error == ages.mapping(["y"]).error     // true
    /// ```
    ///
    /// Deep trees are compared without recursion.
    public static func == (lhs: MappingError, rhs: MappingError) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            if left.storage === right.storage { continue }
            guard left.code == right.code, left.isFatal == right.isFatal,
                left.sourcePath == right.sourcePath, left.destinationPath == right.destinationPath,
                left.detail == right.detail,
                left.underlyingErrors.count == right.underlyingErrors.count
            else { return false }
            for (leftChild, rightChild) in zip(left.underlyingErrors, right.underlyingErrors) {
                switch (leftChild as? MappingError, rightChild as? MappingError) {
                case let (leftError?, rightError?):
                    pending.append((leftError, rightError))
                case (nil, nil):
                    let (leftNS, rightNS) = (leftChild as NSError, rightChild as NSError)
                    guard leftNS.domain == rightNS.domain, leftNS.code == rightNS.code else { return false }
                default:
                    return false
                }
            }
        }
        return true
    }
}
