// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
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
#else
    /// Built without the package trait Macros: a plugin with no macros, which nothing loads.
    @main
    enum HydrantMacrosPlugin {
        static func main() {}
    }
#endif
