var r=["paid","in_production","shipped","cancelled"],n={paid:"Paid",in_production:"In production",shipped:"Shipped",cancelled:"Cancelled"};export{r as a,n as b};
//# sourceMappingURL=/assets/chunks/chunk-K5Z7QODD.js.map
