function e(o,s,n){console.info(o,s,n)}export{e as showToast};
//# sourceMappingURL=toaster-UEPC2QMI.js.map
