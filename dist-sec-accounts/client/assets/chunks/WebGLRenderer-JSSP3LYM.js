import{f as a}from"/assets/chunks/chunk-VAVTNU3R.js";import"/assets/chunks/chunk-46KAU4SX.js";import"/assets/chunks/chunk-G6JGOWLF.js";import"/assets/chunks/chunk-UFQM4XSV.js";import"/assets/chunks/chunk-MMG5TCST.js";import"/assets/chunks/chunk-2C7ONLTL.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{a as WebGLRenderer};
//# sourceMappingURL=/assets/chunks/WebGLRenderer-JSSP3LYM.js.map
