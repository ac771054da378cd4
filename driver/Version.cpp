// Placeholder so the driver library has a source until the driver lands.
