var e={cards:"Qe",card:"Q",hidden:"Te",fields:"Ve",problem:"We",row:"Xe",placeBadge:"Ze",thumb:"_e",progress:"ai"};export{e as a};
//# sourceMappingURL=/assets/chunks/chunk-YHFJGTQO.js.map
