/// Which ways a field of an object mapping maps: CTXPropertyMapper's encode/decode modes.
@usableFromInline
enum FieldDirection: Sendable, Hashable {
    /// Read when decoding and written when encoding (the default).
    case both
    /// Read when decoding, never written when encoding (``Field/decodeOnly()``).
    case decodeOnly
    /// Written when encoding, never read when decoding (``Field/encodeOnly()``).
    case encodeOnly
}

extension Field {
    /// The same field, read when decoding but never written by the reverse mapping — not even as
    /// `null` under ``NilWritingPolicy/writeNull``. CTXPropertyMapper's `CTXPropertyDecode`.
    ///
    /// ```swift
    /// let signUp = Mappers.object(SignUp.init) {
    ///     Field("email", \.email)
    ///     Field("password", \.password).decodeOnly()   // accepted, never sent back
    /// }
    /// try signUp.reversed.map(form)                    // {"email":"ada@example.com"}
    /// ```
    ///
    /// The field is still an initializer parameter and still required as before.
    public func decodeOnly() -> Field {
        var copy = self
        copy.direction = .decodeOnly
        return copy
    }
}
