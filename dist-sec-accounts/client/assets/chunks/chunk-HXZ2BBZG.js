var e=Symbol("AssetLibrary");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-HXZ2BBZG.js.map
