import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros this plugin expands: `@Mappable` and the attributes it reads.
@main
struct HydrantMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        MappableMacro.self,
        KeyMacro.self,
        AliasMacro.self,
        DefaultMacro.self,
        SensitiveMacro.self,
        ValidateMacro.self,
        MapMacro.self,
        DecodeOnlyMacro.self,
        EncodeOnlyMacro.self,
        NilValuesMacro.self,
    ]
}
