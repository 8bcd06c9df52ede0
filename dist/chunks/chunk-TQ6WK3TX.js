var n={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"};function s(e){return e.replace(/[&<>"']/g,t=>n[t]??t)}var r=Object.fromEntries(Object.entries(n).map(([e,t])=>[t,e]));function o(e){return e.replace(/&(?:amp|lt|gt|quot|#39);/g,t=>r[t]??t)}export{s as a,o as b};
//# sourceMappingURL=chunk-TQ6WK3TX.js.map
