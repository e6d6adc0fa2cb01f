var e=Symbol("ImageBlobFetcher");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-JBXLIWWC.js.map
