//# sourceMappingURL=/assets/chunks/chunk-KH67VYQM.js.map
