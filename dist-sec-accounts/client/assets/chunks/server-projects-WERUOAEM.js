import{a as o}from"/assets/chunks/chunk-XYVA5J2U.js";import"/assets/chunks/chunk-KH67VYQM.js";import"/assets/chunks/chunk-KMQIVK5O.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{o as ServerProjects};
//# sourceMappingURL=/assets/chunks/server-projects-WERUOAEM.js.map
