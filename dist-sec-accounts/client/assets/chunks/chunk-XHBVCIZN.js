import{a as t,b as i,c as m}from"/assets/chunks/chunk-4QXTHMFS.js";import{b as r}from"/assets/chunks/chunk-2C7ONLTL.js";r.add(m,t);r.add(i);
//# sourceMappingURL=/assets/chunks/chunk-XHBVCIZN.js.map
