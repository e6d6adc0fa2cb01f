import{Bb as i,Ib as n,l as m,zb as r}from"/assets/chunks/chunk-KMQIVK5O.js";import{b as f}from"/assets/chunks/chunk-OXHYNIPJ.js";var s=f(m(),1);function l(o){let t=r(n),[c]=i(),e=c.split("#")[0]||"/";(0,s.useEffect)(()=>{if(o)return t.set(e,o),()=>t.clear(e)},[t,e,o])}export{l as a};
//# sourceMappingURL=/assets/chunks/chunk-KHTOQQ7S.js.map
