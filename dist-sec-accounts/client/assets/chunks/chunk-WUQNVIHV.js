import{b as e}from"/assets/chunks/chunk-K5Z7QODD.js";var s=t=>`$${t}`,n=t=>new Date(t).toLocaleString("en-US",{dateStyle:"medium",timeStyle:"short"}),o=t=>e[t];export{s as a,n as b,o as c};
//# sourceMappingURL=/assets/chunks/chunk-WUQNVIHV.js.map
