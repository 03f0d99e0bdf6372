"""Every table schema at a boundary (:mod:`.tables`) and the typed, versioned output files."""
