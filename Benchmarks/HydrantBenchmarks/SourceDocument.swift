import Foundation

/// One benchmark document as read from disk, in the two input forms the cases take.
struct SourceDocument {
    /// The file name without `.json`: `twitter`, `citm_catalog` or `canada`.
    let name: String
    let data: Data
    let bytes: [UInt8]

    var byteCount: Int { data.count }

    /// Reads `name.json` from the data folder, or ends the run with a message.
    static func load(_ name: String, from directory: URL) -> SourceDocument {
        let url = directory.appendingPathComponent("\(name).json")
        do {
            let data = try Data(contentsOf: url)
            return SourceDocument(name: name, data: data, bytes: [UInt8](data))
        } catch {
            fail("cannot read \(url.path): \(error.localizedDescription) (pass the folder with --data DIR)")
        }
    }
}
