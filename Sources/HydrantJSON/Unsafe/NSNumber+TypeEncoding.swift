public import Foundation

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

extension NSNumber {
    /// The first character of the number's Objective-C type encoding (`c`, `q`, `Q`, `d`…): the
    /// whole encoding of a number's scalar type.
    @usableFromInline
    package var typeEncoding: UInt8 {
        // `objCType` is a non-empty C string that the number owns.
        UInt8(bitPattern: unsafe objCType.pointee)
    }
}
