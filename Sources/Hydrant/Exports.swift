// The JSON layer is its own module, HydrantJSON; `import Hydrant` gives it too.
@_exported public import HydrantJSON
