function o(){window.location.reload()}export{o as a};
//# sourceMappingURL=chunk-JD5GBWZ5.js.map
