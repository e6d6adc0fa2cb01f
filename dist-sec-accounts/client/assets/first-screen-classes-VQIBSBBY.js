import"/assets/chunks/chunk-KH67VYQM.js";import{vd as o}from"/assets/chunks/chunk-KMQIVK5O.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{o as firstScreenClasses};
//# sourceMappingURL=/assets/first-screen-classes-VQIBSBBY.js.map
