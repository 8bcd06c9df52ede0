var o={mediaSomethingWentWrong:"Something Went Wrong, Please Try Again Later",mediaImageNotFound:"Image Not Found",mediaElementNotFound:"HTML Element Not Found",mediaAjaxNotFound:"Error Loading AJAX : Not Found",mediaAjaxForbidden:"Error Loading AJAX : Forbidden",mediaPageError:"Error Loading Page"};export{o as a};
//# sourceMappingURL=chunk-7ZG5RHPV.js.map
