import{Ha as o,Ia as n,Lb as r,Mb as i,wc as s}from"/assets/chunks/chunk-KMQIVK5O.js";function g(e){let t=e.get(i,{optional:!0});return new s({settings:e.get(n),tenantId:e.get(o),tokens:e.get(r),...t?{unauthorized:t}:{}})}export{g as a};
//# sourceMappingURL=/assets/chunks/chunk-IX6T4RNS.js.map
