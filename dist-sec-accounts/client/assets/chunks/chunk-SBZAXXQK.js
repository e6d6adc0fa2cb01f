var r=Symbol("AdminCatalogueApi");export{r as a};
//# sourceMappingURL=/assets/chunks/chunk-SBZAXXQK.js.map
