// Clients of the renderer get the model (Scene, Element, Layout, Rect…) with it.
@_exported import AnimLayout
