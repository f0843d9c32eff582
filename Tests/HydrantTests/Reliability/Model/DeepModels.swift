// Recursive models mapped reflectively at the depth limits, shared by the stack-safety tests and
// the stack probe (Fuzz/, through a symbolic link to this file), which measures how much stack
// each level takes.
import Foundation
import Hydrant

/// A tree of classes: `{"value":0,"children":[{"value":1,"children":[…]}]}`, two levels a node.
public final class DeepClassNode: Codable, Sendable {
    public let value: Int
    public let children: [DeepClassNode]

    public init(value: Int, children: [DeepClassNode]) {
        self.value = value
        self.children = children
    }
}

/// The same tree of structures.
public struct DeepStructNode: Codable, Sendable {
    public let value: Int
    public let children: [DeepStructNode]
}

/// A chain of enumeration cases, in the synthesized form: `{"link":{"_0":{"link":…{"end":{"_0":0}}}}}`,
/// two levels a case.
public indirect enum DeepChain: Codable, Sendable {
    case end(Int)
    case link(DeepChain)
}

/// A linked list through an optional property: `{"value":0,"next":{"value":1,"next":…null}}`, one
/// level a node (each level is a whole model).
public final class DeepListNode: Codable, Sendable {
    public let value: Int
    public let next: DeepListNode?

    public init(value: Int, next: DeepListNode?) {
        self.value = value
        self.next = next
    }
}

/// One of the recursive models, with documents of any depth for it and what is checked on them.
public enum DeepModel: String, CaseIterable, Sendable {
    case classTree, structTree, enumChain, linkedList

    /// A document nested exactly `depth` levels (arrays and objects; `depth` even for the models
    /// of two levels a node). When `faulty`, the innermost number is a string that is not a
    /// number, so that mapping fails with an error whose path runs through every level.
    public func document(depth: Int, faulty: Bool = false) -> String {
        let leaf = faulty ? #""x""# : "0"
        switch self {
        case .classTree, .structTree:
            let nodes = depth / 2
            return String(repeating: #"{"value":0,"children":["#, count: nodes - 1)
                + #"{"value":\#(leaf),"children":[]}"# + String(repeating: "]}", count: nodes - 1)
        case .enumChain:
            let links = depth / 2 - 1
            return String(repeating: #"{"link":{"_0":"#, count: links) + #"{"end":{"_0":\#(leaf)}}"#
                + String(repeating: "}}", count: links)
        case .linkedList:
            return String(repeating: #"{"value":0,"next":"#, count: depth - 1) + #"{"value":\#(leaf),"next":null}"#
                + String(repeating: "}", count: depth - 1)
        }
    }

    /// What ``check(depth:stage:)`` does.
    public enum Stage: String, CaseIterable, Sendable {
        /// Read the document into a tree and a tape document (no mapping; the baseline).
        case read
        /// Map the tree.
        case decode
        /// Map the tape document in place.
        case decodeInPlace
        /// Map the tree, then map the model back and write it.
        case encode
        /// Map the faulty document and render its error every way (as the fuzz targets do).
        case renderError
        /// Everything above.
        case all
    }

    /// Runs `stage` on a document nested `depth` levels: "ok", or what went wrong.
    public func check(depth: Int, stage: Stage = .all) -> String {
        prepare(depth: depth, stage: stage)()
    }

    /// Prepares `stage` on a document nested `depth` levels: reads the document (and, to encode,
    /// maps it) now; the closure runs the stage, so that the stack it takes can be measured alone.
    public func prepare(depth: Int, stage: Stage) -> @Sendable () -> String {
        switch self {
        case .classTree: Self.prepare(Mappers.reflective(DeepClassNode.self), self, depth: depth, stage: stage)
        case .structTree: Self.prepare(Mappers.reflective(DeepStructNode.self), self, depth: depth, stage: stage)
        case .enumChain: Self.prepare(Mappers.reflective(DeepChain.self), self, depth: depth, stage: stage)
        case .linkedList:
            Self.prepare(Mappers.reflective(DeepListNode.self).nilValues(.writeNull), self, depth: depth, stage: stage)
        }
    }

    private static func prepare<Model: Codable & Sendable>(
        _ mapper: Mappers.Reflective<Model>, _ model: DeepModel, depth: Int, stage: Stage
    ) -> @Sendable () -> String {
        let options = JSONReadingOptions(maxDepth: depth)
        let text = model.document(depth: depth)
        let faulty = model.document(depth: depth, faulty: true)
        switch stage {
        case .read:
            return {
                do {
                    _ = try JSON(parsing: text, options: options)
                    _ = try JSONDocument(parsing: text, options: options)
                    return "ok"
                } catch {
                    return "\(error)"
                }
            }
        case .decode, .decodeInPlace:
            guard let json = try? JSON(parsing: text, options: options),
                let document = try? JSONDocument(parsing: text, options: options)
            else { return { "unreadable" } }
            return {
                let result = stage == .decode ? mapper.mapping(json) : mapper.mapping(document: document)
                return result.error.map { "\($0)" } ?? "ok"
            }
        case .encode:
            guard let value = try? mapper.map(parsing: text, options: options) else { return { "not decoded" } }
            return {
                do {
                    // Through a tree, and straight into text (the reflective reverse writes its
                    // containers one level per call).
                    let options = JSONWritingOptions(maxDepth: depth)
                    let throughTree = try JSONWriter(options: options).writeString(try mapper.reversed.map(value))
                    let direct = try mapper.reversed.string(from: value, options: options)
                    return throughTree == text && direct == text ? "ok" : "the model was written back differently"
                } catch {
                    return "\(error)"
                }
            }
        case .renderError:
            guard let json = try? JSON(parsing: faulty, options: options),
                let document = try? JSONDocument(parsing: faulty, options: options)
            else { return { "unreadable" } }
            return {
                guard let error = mapper.mapping(json).error, let inPlace = mapper.mapping(document: document).error,
                    inPlace.fullRecursiveDescription == error.fullRecursiveDescription
                else {
                    return "the faulty document did not fail, or not the same way in place"
                }
                let sizes =
                    FuzzChecks.renderings(of: error).map(\.1.count) + [
                        error.revealingValues().fullRecursiveDescription.count
                    ]
                return sizes.allSatisfy { $0 > 0 } ? "ok" : "an empty rendering"
            }
        case .all:
            let stages = [Stage.read, .decode, .decodeInPlace, .encode, .renderError].map {
                model.prepare(depth: depth, stage: $0)
            }
            return {
                for run in stages {
                    let outcome = run()
                    if outcome != "ok" { return outcome }
                }
                return "ok"
            }
        }
    }
}
