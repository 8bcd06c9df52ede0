import{q as o}from"./chunk-465RNHG7.js";var a={index:"dialogIndex",show:"dialogShow"},e={index:"data-dialog-index",show:"data-dialog-show"},s=o({});export{a,e as b,s as c};
//# sourceMappingURL=chunk-U4RMIMOU.js.map
