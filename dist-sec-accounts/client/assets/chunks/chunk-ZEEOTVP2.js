var r=Symbol("AdminApi");export{r as a};
//# sourceMappingURL=/assets/chunks/chunk-ZEEOTVP2.js.map
