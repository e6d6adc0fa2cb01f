var n=Symbol("AdminTenantsApi");export{n as a};
//# sourceMappingURL=/assets/chunks/chunk-M4ESXQA6.js.map
