import Foundation

/// A ``DateFormat`` pattern made only of fixed-width numeric fields and literals
/// (`yyyy-MM-dd`, `yyyy-MM-dd'T'HH:mm:ss.SSS`, `dd/MM/yyyy HH:mm`), read and written without the
/// `DateFormatter`, which costs a copy of its ICU formatter for every date.
///
/// It takes only what the formatter would read and write the same way: text of exactly the
/// pattern's shape, a valid date of the Gregorian calendar from 1600 on (ICU's calendar is Julian
/// before October 1582), in a time zone of a fixed offset. Anything else is left to the formatter,
/// which decides as it always has; the instant is computed as Foundation computes it from ICU's
/// milliseconds, so both give the same `Date`.
struct FixedDatePattern: Sendable {
    /// One piece of the pattern.
    enum Piece: Sendable, Equatable {
        case literal(UInt8)
        case year, month, day, hour, minute, second, milliseconds

        /// The number of digits of a field; 1 for a literal byte.
        var width: Int {
            switch self {
            case .literal: 1
            case .year: 4
            case .milliseconds: 3
            default: 2
            }
        }
    }

    let pieces: [Piece]
    /// The length of every text of this pattern, in bytes.
    let byteCount: Int
    /// The time zone's offset from UTC, in seconds.
    let offset: Int

    /// The pattern's pieces, or `nil` when it has anything else (another field or width, a
    /// repeated field, a date without year, month or day, milliseconds without seconds) or the
    /// time zone's offset changes.
    init?(pattern: String, timeZone: TimeZone) {
        guard TimeZone(secondsFromGMT: timeZone.secondsFromGMT()) == timeZone else { return nil }
        var pieces: [Piece] = []
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                // A quoted literal; '' is a quote.
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "'") {
                    pieces.append(.literal(byte))
                    index += 1
                    continue
                }
                var closed = false
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "'") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                            pieces.append(.literal(UInt8(ascii: "'")))
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    guard bytes[index] < 0x80 else { return nil }
                    pieces.append(.literal(bytes[index]))
                    index += 1
                }
                guard closed else { return nil }
                continue
            }
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            guard isLetter else {
                guard byte < 0x80 else { return nil }
                pieces.append(.literal(byte))
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] == byte { end += 1 }
            let run = (letter: byte, count: end - index)
            let piece: Piece? =
                switch run {
                case (UInt8(ascii: "y"), 4): .year
                case (UInt8(ascii: "M"), 2): .month
                case (UInt8(ascii: "d"), 2): .day
                case (UInt8(ascii: "H"), 2): .hour
                case (UInt8(ascii: "m"), 2): .minute
                case (UInt8(ascii: "s"), 2): .second
                case (UInt8(ascii: "S"), 3): .milliseconds
                default: nil
                }
            guard let piece, !pieces.contains(piece) else { return nil }
            pieces.append(piece)
            index = end
        }
        guard pieces.contains(.year), pieces.contains(.month), pieces.contains(.day),
            !pieces.contains(.milliseconds) || pieces.contains(.second)
        else { return nil }
        self.pieces = pieces
        byteCount = pieces.reduce(0) { $0 + $1.width }
        offset = timeZone.secondsFromGMT()
    }

    /// The date `text` stands for, or `nil` when it is not of the pattern's shape or not a date
    /// this type reads (the formatter then decides).
    func date(from text: String) -> Date? {
        let utf8 = text.utf8
        guard utf8.count == byteCount else { return nil }
        var bytes = utf8.makeIterator()
        var fields = (year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, milliseconds: 0)
        for piece in pieces {
            if case .literal(let expected) = piece {
                guard bytes.next() == expected else { return nil }
                continue
            }
            var value = 0
            for _ in 0..<piece.width {
                guard let byte = bytes.next() else { return nil }
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            switch piece {
            case .year: fields.year = value
            case .month: fields.month = value
            case .day: fields.day = value
            case .hour: fields.hour = value
            case .minute: fields.minute = value
            case .second: fields.second = value
            case .milliseconds: fields.milliseconds = value
            case .literal: break
            }
        }
        guard (1600...9999).contains(fields.year), (1...12).contains(fields.month),
            (1...RFC3339.daysInMonth(year: fields.year, month: fields.month)).contains(fields.day), fields.hour < 24,
            fields.minute < 60, fields.second < 60
        else { return nil }
        let days = RFC3339.daysFromCivil(year: fields.year, month: fields.month, day: fields.day)
        let seconds = days * 86_400 + fields.hour * 3_600 + fields.minute * 60 + fields.second - offset
        // As Foundation turns ICU's milliseconds into a Date.
        let udate = Double(seconds * 1_000 + fields.milliseconds)
        return Date(timeIntervalSinceReferenceDate: udate / 1_000.0 - 978_307_200.0)
    }

    /// The text of `date` in this pattern, as the formatter writes it (fields of the nearest
    /// millisecond), or `nil` for a date before 1600 or after 9999 in the time zone, which
    /// the formatter then writes.
    func string(from date: Date) -> String? {
        // As Foundation hands the date to ICU: milliseconds since 1970, rounded to the nearest.
        let millisecondsSince1970 = ((date.timeIntervalSinceReferenceDate + 978_307_200.0) * 1_000.0 + 0.5)
            .rounded(.down)
        guard abs(millisecondsSince1970) < 1e15 else { return nil }
        let total = Int(millisecondsSince1970) + offset * 1_000
        let milliseconds = ((total % 1_000) + 1_000) % 1_000
        let secondsOfDay = (((total - milliseconds) / 1_000 % 86_400) + 86_400) % 86_400
        let days = ((total - milliseconds) / 1_000 - secondsOfDay) / 86_400
        let (year, month, day) = RFC3339.civilFromDays(days)
        guard (1600...9999).contains(year) else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(byteCount)
        func append(_ value: Int, width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                text.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        for piece in pieces {
            switch piece {
            case .literal(let byte): text.append(byte)
            case .year: append(year, width: 4)
            case .month: append(month, width: 2)
            case .day: append(day, width: 2)
            case .hour: append(secondsOfDay / 3_600, width: 2)
            case .minute: append(secondsOfDay / 60 % 60, width: 2)
            case .second: append(secondsOfDay % 60, width: 2)
            case .milliseconds: append(milliseconds, width: 3)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
