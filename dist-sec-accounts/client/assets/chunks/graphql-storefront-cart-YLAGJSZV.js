import{e as N}from"/assets/chunks/chunk-BR33MOGY.js";import{a as S,b as U,c as k,d as P,e as b,f as O,g as L,h as F,i as v,j as M,k as w}from"/assets/chunks/chunk-7Y7ZIVRV.js";import"/assets/chunks/chunk-KH67VYQM.js";import{$b as D,Nb as R,s as i,t as s,u as a}from"/assets/chunks/chunk-KMQIVK5O.js";import"/assets/chunks/chunk-OXHYNIPJ.js";var C="amount currencyCode",x=`
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    attributes { key value }
    buyerIdentity { email }
    cost { subtotalAmount { ${C} } totalAmount { ${C} } }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { ${C} } }
    lines(first: 50) {
      nodes {
        id
        quantity
        attributes { key value }
        merchandise { ... on ProductVariant { id title price { ${C} } } }
        cost { amountPerQuantity { ${C} } totalAmount { ${C} } }
      }
    }
  }
`,rt="userErrors { field message code }",I="checkoutUserErrors { field message code }",m=(n,t,e)=>`
  mutation ${n}(${t}) {
    ${n}(${e}) { cart { ...CartFields } ${rt} }
  }
  ${x}
`,Y=m("cartCreate","$input: CartInput","input: $input"),H=m("cartLinesAdd","$cartId: ID!, $lines: [CartLineInput!]!","cartId: $cartId, lines: $lines"),Q=m("cartLinesRemove","$cartId: ID!, $lineIds: [ID!]!","cartId: $cartId, lineIds: $lineIds"),T=m("cartDiscountCodesUpdate","$cartId: ID!, $discountCodes: [String!]","cartId: $cartId, discountCodes: $discountCodes"),K=m("cartAttributesUpdate","$cartId: ID!, $attributes: [AttributeInput!]!","cartId: $cartId, attributes: $attributes"),q=m("cartBuyerIdentityUpdate","$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!","cartId: $cartId, buyerIdentity: $buyerIdentity"),V=`
  query cart($id: ID!) { cart(id: $id) { ...CartFields } }
  ${x}
`,G=`
  query page($handle: String!) { page(handle: $handle) { id handle title body } }
`,A=`id ready completedAt order { id } totalPrice { ${C} } paymentDue { ${C} }`,W=`
  mutation checkoutShippingLineUpdate($checkoutId: ID!, $shippingRateHandle: String!) {
    checkoutShippingLineUpdate(checkoutId: $checkoutId, shippingRateHandle: $shippingRateHandle) {
      checkout { ${A} } ${I}
    }
  }
`,B=`
  mutation checkoutCompleteFree($checkoutId: ID!) {
    checkoutCompleteFree(checkoutId: $checkoutId) { checkout { ${A} } ${I} }
  }
`,j="id ready errorMessage transaction { statusV2 }",z=`
  mutation checkoutCompleteWithCreditCardV2($checkoutId: ID!, $payment: CreditCardPaymentInputV2!) {
    checkoutCompleteWithCreditCardV2(checkoutId: $checkoutId, payment: $payment) {
      checkout { ${A} }
      ${I}
      payment { ${j} }
    }
  }
`,J=`
  query checkoutDiscounts($id: ID!) {
    node(id: $id) {
      ... on Checkout {
        id
        discountApplications(first: 250) {
          nodes {
            value { ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
            ... on DiscountCodeApplication { code applicable }
            ... on AutomaticDiscountApplication { title }
          }
        }
      }
    }
  }
`,X=`
  query checkoutReady($id: ID!) { node(id: $id) { ... on Checkout { id ready } } }
`,Z=`
  query checkoutOrder($id: ID!) { node(id: $id) { ... on Checkout { id order { id } } } }
`,tt=`
  query payment($id: ID!) { node(id: $id) { ... on Payment { ${j} } } }
`;var $={checkoutReady:{tries:30,intervalMs:800},orderId:{tries:30,intervalMs:300},payment:{tries:30,intervalMs:800}},h={create:"Cart creation failed: ",addLines:"Cart line addition failed: ",removeLines:"Cart line removal failed: ",applyCode:"Failed to apply discount code: ",removeCodes:"Failed to remove discount codes: ",attributes:"Cart attributes update failed: ",buyerIdentity:"Cart buyer identity update failed: "},y=n=>R(S(n.amount)),nt=n=>n.replace(/\?.*$/,"").replace("gid://shopify/Cart/","gid://shopify/Checkout/"),_=n=>({id:n.id,checkoutId:nt(n.id),checkoutUrl:n.checkoutUrl,totalQuantity:n.totalQuantity,attributes:n.attributes.map(t=>({key:t.key,value:t.value??""})),buyerEmail:n.buyerIdentity.email,subtotal:y(n.cost.subtotalAmount),total:y(n.cost.totalAmount),discountCodes:n.discountCodes,lines:n.lines.nodes.map(t=>({id:t.id,merchandiseId:t.merchandise.id,quantity:t.quantity,attributes:t.attributes.map(e=>({key:e.key,value:e.value??""})),unitPrice:y(t.cost.amountPerQuantity),total:y(t.cost.totalAmount)}))}),p=(n,t,e={})=>({code:t.code,message:`${n}${t.message}`,...e}),E=n=>n.map(t=>t.message).join("; "),et=class{constructor(t,e,r){this.timing=e;this.transport=new N(t,e,r)}timing;transport;createCart(t){return this.cartMutation(h.create,Y,"cartCreate",{input:{lines:t.lines,attributes:t.attributes,...t.buyerEmail?{buyerIdentity:{email:t.buyerEmail}}:{}}},null)}async getCart(t){let e=await this.transport.send(V,{id:t},k);return a(e)?i(p("Cart query failed: ",e.left)):s(e.right.cart?_(e.right.cart):null)}addLines(t,e){return this.cartMutation(h.addLines,H,"cartLinesAdd",{cartId:t,lines:e},t)}removeLines(t,e){return this.cartMutation(h.removeLines,Q,"cartLinesRemove",{cartId:t,lineIds:e},t)}async applyDiscountCode(t,e){let r=await this.cartMutation(h.applyCode,T,"cartDiscountCodesUpdate",{cartId:t,discountCodes:[e]},t);if(a(r))return r;let o=r.right.discountCodes.find(d=>d.code.toUpperCase()===e.trim().toUpperCase());return o&&!o.applicable?i({code:"storefront/user-error",message:`${h.applyCode}${e} is not applicable`,cart:r.right}):r}removeDiscountCodes(t){return this.cartMutation(h.removeCodes,T,"cartDiscountCodesUpdate",{cartId:t,discountCodes:[]},t)}updateAttributes(t,e){return this.cartMutation(h.attributes,K,"cartAttributesUpdate",{cartId:t,attributes:e},t)}updateBuyerEmail(t,e){return this.cartMutation(h.buyerIdentity,q,"cartBuyerIdentityUpdate",{cartId:t,buyerIdentity:{email:e}},t)}async getPage(t){let e=await this.transport.send(G,{handle:t},P);if(a(e))return i(p("Page query failed: ",e.left));let r=e.right.page;return s(r?{title:r.title,body:r.body}:null)}async setShippingLine(t,e){let r=await this.transport.send(W,{checkoutId:t,shippingRateHandle:e},b);if(a(r))return i(p("Shipping update failed: ",r.left));let o=r.right.checkoutShippingLineUpdate.checkoutUserErrors;return o.length>0?i({code:"storefront/user-error",message:`Shipping update failed: ${E(o)}`,userErrors:o}):s(void 0)}async getCheckoutDiscounts(t){let e=await this.transport.send(J,{id:t},F);return a(e)?i(p("Checkout query failed: ",e.left)):s((e.right.node?.discountApplications?.nodes??[]).map(r=>({label:r.code??r.title??"",code:r.code??null,applicable:r.applicable??!0,amount:"amount"in r.value?y(r.value):null,percent:"percentage"in r.value?r.value.percentage:null})))}async waitForCheckoutReady(t){let e=await this.poll($.checkoutReady,"The checkout did not become ready",async()=>{let r=await this.transport.send(X,{id:t},v);return a(r)?r:s(r.right.node?.ready===!0?!0:void 0)});return a(e)?e:s(void 0)}async completeFree(t){let e=await this.transport.send(B,{checkoutId:t},O);if(a(e))return i(p("Checkout failed: ",e.left));let{checkout:r,checkoutUserErrors:o}=e.right.checkoutCompleteFree;return o.length>0?i({code:"storefront/user-error",message:`Checkout failed: ${E(o)}`,userErrors:o}):r?.order?s({orderId:r.order.id}):this.waitForOrder(t,{})}async completeWithCard(t,e){let r=await this.transport.send(z,{checkoutId:t,payment:{paymentAmount:{amount:D(e.amount),currencyCode:"USD"},idempotencyKey:e.idempotencyKey,billingAddress:e.billingAddress,vaultId:e.vaultId,test:e.test??!1}},L);if(a(r))return i(p("Payment failed: ",r.left));let o=r.right.checkoutCompleteWithCreditCardV2;if(o.checkoutUserErrors.length>0||!o.payment){let u=o.checkoutUserErrors;return i({code:"storefront/user-error",message:`Payment failed: ${E(u)||"no payment was made"}`,userErrors:u})}let d=o.payment.id,c=o.payment.ready?s(o.payment):await this.poll($.payment,"The payment is still processing",async()=>{let u=await this.transport.send(tt,{id:d},w);return a(u)?u:s(u.right.node?.ready?u.right.node:void 0)});if(a(c))return c;let l=c.right.transaction?.statusV2;return c.right.errorMessage||l!=="SUCCESS"&&l!==void 0&&l!==null?i({code:"storefront/payment-declined",message:c.right.errorMessage??"The payment was declined."}):o.checkout?.order?s({orderId:o.checkout.order.id,paymentId:d}):this.waitForOrder(t,{paymentId:d})}async waitForOrder(t,e){let r=await this.poll($.orderId,"The order was not created",async()=>{let o=await this.transport.send(Z,{id:t},M);return a(o)?o:s(o.right.node?.order?.id)});return a(r)?r:s({orderId:r.right,...e})}async poll({tries:t,intervalMs:e},r,o){for(let d=0;d<t;d++){d>0&&await this.timing.sleep(e);let c=await o();if(a(c))return i(p(`${r}: `,c.left));if(c.right!==void 0)return s(c.right)}return i({code:"storefront/not-ready",message:`${r} after ${t} tries.`})}async cartMutation(t,e,r,o,d){let c=U(r),l=await this.transport.send(e,o,c);if(a(l)){if(l.left.code==="storefront/timeout"&&d!==null){let f=await this.getCart(d);return i(p(t,l.left,a(f)||f.right===null?{}:{cart:f.right}))}return i(p(t,l.left))}let{cart:u,userErrors:g}=l.right[r];return g.length>0?i({code:"storefront/user-error",message:`${t}${E(g)}`,userErrors:g,...u?{cart:_(u)}:{}}):u?s(_(u)):i({code:"storefront/user-error",message:`${t}no cart in the answer`})}};export{h as CART_ERRORS,et as GraphQLStorefrontCart,$ as POLLS,nt as checkoutIdOfCart,_ as toCartState};
//# sourceMappingURL=/assets/chunks/graphql-storefront-cart-YLAGJSZV.js.map
