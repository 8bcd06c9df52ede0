import{q as o}from"./chunk-QHKULSKN.js";var a={index:"dialogIndex",show:"dialogShow"},e={index:"data-dialog-index",show:"data-dialog-show"},s=o({});export{a,e as b,s as c};
//# sourceMappingURL=chunk-5WJK56V3.js.map
