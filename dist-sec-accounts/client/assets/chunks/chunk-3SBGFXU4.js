var e=Symbol("AdminConfettiApi");export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-3SBGFXU4.js.map
