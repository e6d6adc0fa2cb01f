var e=Symbol("FileSaver");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-7HWUYZ62.js.map
