//# sourceMappingURL=chunk-YBLNN5FU.js.map
