var n="data-review-id",r=/^[1-9]\d{0,14}$/;function u(t){let e=t?.getAttribute(n)?.trim();return e&&r.test(e)?Number(e):null}export{u as a};
