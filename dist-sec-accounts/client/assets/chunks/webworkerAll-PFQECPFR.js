import"/assets/chunks/chunk-XHBVCIZN.js";import"/assets/chunks/chunk-4QXTHMFS.js";import"/assets/chunks/chunk-MMG5TCST.js";import"/assets/chunks/chunk-QLCVVMTP.js";import"/assets/chunks/chunk-7BQP6KBA.js";import"/assets/chunks/chunk-2C7ONLTL.js";import"/assets/chunks/chunk-OXHYNIPJ.js";
//# sourceMappingURL=/assets/chunks/webworkerAll-PFQECPFR.js.map
