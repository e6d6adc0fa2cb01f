import"/assets/chunks/chunk-KH67VYQM.js";import{sc as o,tc as r,uc as m,vc as p,wc as t,xc as e}from"/assets/chunks/chunk-KMQIVK5O.js";import"/assets/chunks/chunk-OXHYNIPJ.js";export{r as DEFAULT_API_TIMEOUT_MS,t as MainApiTransport,p as POSTS_SAFE_TO_REPEAT,o as VERSION_HEADER,e as failureOf,m as giveUpOnUnauthorized};
//# sourceMappingURL=/assets/chunks/transport-T4K53HMM.js.map
