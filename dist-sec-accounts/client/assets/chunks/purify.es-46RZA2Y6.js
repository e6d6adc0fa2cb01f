import{a}from"/assets/chunks/chunk-BOMTVOCM.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{a as default};
//# sourceMappingURL=/assets/chunks/purify.es-46RZA2Y6.js.map
