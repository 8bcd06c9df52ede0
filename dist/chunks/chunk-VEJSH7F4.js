var r="data-review-id",n=/^[1-9]\d{0,14}$/;function a(t){let e=t?.getAttribute(r)?.trim();return e&&n.test(e)?Number(e):null}var u={enterYourReply:"Please enter your reply",replyMin50:"You have to type minimum 50 characters",replyMax:"You can type maximum {max} characters",charactersLeft:"{count} characters left",noReviewId:"No Id"};export{a,u as b};
//# sourceMappingURL=chunk-VEJSH7F4.js.map
