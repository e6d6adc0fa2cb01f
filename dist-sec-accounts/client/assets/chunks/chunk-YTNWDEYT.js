var e=Symbol("ProjectBroadcast");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-YTNWDEYT.js.map
