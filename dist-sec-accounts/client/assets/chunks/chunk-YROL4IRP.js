import{Eb as r,jd as a}from"/assets/chunks/chunk-KMQIVK5O.js";import{b as i}from"/assets/chunks/chunk-OXHYNIPJ.js";var e=i(r(),1);function s({heading:o,lead:t,children:p}){return(0,e.jsxs)("div",{className:a.page,children:[(0,e.jsx)("h1",{children:o}),t&&(0,e.jsx)("p",{className:a.lead,children:t}),p]})}export{s as a};
//# sourceMappingURL=/assets/chunks/chunk-YROL4IRP.js.map
