var e=Symbol("ServerProjects");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-XYVA5J2U.js.map
