var r={photos:"ri",photo:"Pa",controls:"T",place:"ti",progress:"ei",create:"ii",check:"pi",fileLabel:"V",session:"oi",banner:"h",headingDetail:"ni",projects:"di",project:"Qa",refusal:"Ta"};export{r as a};
//# sourceMappingURL=/assets/chunks/chunk-WHBYP766.js.map
