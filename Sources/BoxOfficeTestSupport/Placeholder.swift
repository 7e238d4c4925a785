// Placeholder while the layer is written.
