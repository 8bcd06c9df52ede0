import{q as o}from"./chunk-A7AKHVWG.js";var a={index:"dialogIndex",show:"dialogShow"},e={index:"data-dialog-index",show:"data-dialog-show"},s=o({});export{a,e as b,s as c};
//# sourceMappingURL=chunk-5Y4KHJ4X.js.map
