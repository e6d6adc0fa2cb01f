import"/assets/chunks/chunk-KH67VYQM.js";import{Lb as o,Mb as r}from"/assets/chunks/chunk-KMQIVK5O.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{o as AccessTokenSource,r as UnauthorizedRecovery};
//# sourceMappingURL=/assets/chunks/access-token-UKZPV4HQ.js.map
